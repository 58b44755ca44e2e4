import type { CrudConfig } from "~/engine/crud.server";
import type { TreeListOptions } from "~/engine/tree.server";
import * as platform from "~/platform/admin.server";
import { formToBody } from "./schema-helpers";
import * as forms from "./admin-forms";
import { areas } from "./admin/areas";
import { brands } from "./admin/brands";
import { externalInterfaces } from "./admin/external-interfaces";
import { messageEvents } from "./admin/message-events";
import { mqAccounts } from "./admin/mq-accounts";
import { operationLogs } from "./admin/operation-logs";
import { packages } from "./admin/packages";
import { pushAccounts } from "./admin/push-accounts";
import { runLogs } from "./admin/run-logs";
import { serviceItems } from "./admin/service-items";
import { vipCards } from "./admin/vip-cards";
import { areaOptions, serviceOptions } from "./admin-options.server";

export const areasCrud: CrudConfig<platform.Area> = {
  resource: areas,
  calls: platform.areasCalls,
  schema: forms.areasSchema,
  toBody: (value) => formToBody(value, [], ["parentId", "lat", "lng"]),
  fieldOptions: async (ctx) => ({ parentId: await areaOptions(ctx) }),
};

/** The region tree browsed as links: without a parent or a search, the countries (the list and its export). */
export const areasTree: TreeListOptions = { root: { level: "COUNTRY" }, search: ["level", "code", "name", "nameEn"] };

export const brandsCrud: CrudConfig<platform.Brand> = {
  resource: brands,
  calls: platform.brandsCalls,
  schema: forms.brandsSchema,
  toBody: (value) => formToBody(value, [], []),
  uploads: {"logo": "small-image"},
};

export const packagesCrud: CrudConfig<platform.Package> = {
  resource: packages,
  calls: platform.packagesCalls,
  schema: forms.packagesSchema,
  toBody: (value) => formToBody(value, [], ["years"]),
};

export const serviceItemsCrud: CrudConfig<platform.ServiceItem> = {
  resource: serviceItems,
  calls: platform.serviceItemsCalls,
  schema: forms.serviceItemsSchema,
  toBody: (value) => formToBody(value, [], ["parentId", "orderNo"]),
  fieldOptions: async (ctx) => ({ parentId: await serviceOptions(ctx) }),
  filterOptions: async (ctx) => ({ parentId: await serviceOptions(ctx) }),
};

/** The service tree browsed as links: without a parent or a search, the top level (the list and its export). */
export const serviceItemsTree: TreeListOptions = { root: { topLevel: "true" }, search: ["name", "key", "topLevel"] };

export const messageEventsCrud: CrudConfig<platform.MessageEvent> = {
  resource: messageEvents,
  calls: platform.messageEventsCalls,
  schema: forms.messageEventsSchema,
  toBody: (value) => formToBody(value, [], []),
};

export const operationLogsCrud: CrudConfig<platform.OperationLog> = { resource: operationLogs, calls: platform.operationLogsCalls };

export const runLogsCrud: CrudConfig<platform.RunLog> = { resource: runLogs, calls: platform.runLogsCalls };

export const pushAccountsCrud: CrudConfig<platform.PushAccount> = {
  resource: pushAccounts,
  calls: platform.pushAccountsCalls,
  schema: forms.pushAccountsSchema,
  toBody: (value) => formToBody(value, ["innerService", "enabled", "includeSubInstitutions", "pushSelfTest", "pushEvents"], []),
};

export const mqAccountsCrud: CrudConfig<platform.MqAccount> = {
  resource: mqAccounts,
  calls: platform.mqAccountsCalls,
  schema: forms.mqAccountsSchema,
  toBody: (value) => formToBody(value, [], []),
};

export const externalInterfacesCrud: CrudConfig<platform.ExternalInterface> = {
  resource: externalInterfaces,
  calls: platform.externalInterfacesCalls,
  schema: forms.externalInterfacesSchema,
  toBody: (value) => formToBody(value, ["enabled"], []),
};

export const vipCardsCrud: CrudConfig<platform.VipCard> = {
  resource: vipCards,
  calls: platform.vipCardsCalls,
  schema: forms.vipCardsSchema,
  toBody: (value) => formToBody(value, [], []),
};
