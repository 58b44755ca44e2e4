/** The form schemas of ./system/, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { optionalChecked, optionalText, requiredText } from "./schema-helpers";
import { isEmail, isPhoneNumber as isPhone } from "~/lib/validators";
import { HTTP_METHODS, ROLE_TYPES } from "./system";

export { formToBody } from "./schema-helpers";

const USERNAME = /^[A-Za-z0-9]{4,20}$/;

const userFields = {
  name: requiredText(30),
  phoneNumber: optionalChecked(11, isPhone, "validation.phone"),
  email: optionalChecked(100, isEmail, "validation.email"),
  roleMark: requiredText(30),
  institutionId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
  visitor: z.optional(z.string()),
};

export const userCreateSchema = z.object({ username: requiredText(20).check(z.regex(USERNAME, "validation.username")), ...userFields });

/** The login name is the account's identity: it is set once. */
export const userEditSchema = z.object(userFields);

/** Approving a self-registered account: the role it gets (hostile #43). */
export const userApproveSchema = z.object({ roleMark: userFields.roleMark });

const optionalId = z.optional(z.string().check(z.regex(/^\d{1,18}$/)));

export const roleSchema = z
  .object({
    name: requiredText(30),
    mark: requiredText(30).check(z.regex(/^ROLE_[A-Z0-9][A-Z0-9_]*$/, "sysRole.markFormat")),
    type: z.enum(ROLE_TYPES, { error: "validation.required" }),
    institutionId: optionalId,
    areaId: optionalId,
    agencyId: optionalId,
    status: z.enum(["1", "0"], { error: "validation.required" }),
    describe: optionalText(200),
  })
  .check(
    // §5: an institution role needs an institution, an area role an area, an agent role an agency.
    z.refine((role) => role.type !== "INSTITUTION" || Boolean(role.institutionId), { error: "sysRole.needsInstitution", path: ["institutionId"] }),
    z.refine((role) => role.type !== "REGION" || Boolean(role.areaId), { error: "sysRole.needsArea", path: ["areaId"] }),
    z.refine((role) => role.type !== "AGENCY" || Boolean(role.agencyId), { error: "sysRole.needsAgency", path: ["agencyId"] }),
  );

const MARK = /^[A-Za-z][A-Za-z0-9]*$/;

const ACTIONS = /^\s*[a-zA-Z]+(\s*,\s*[a-zA-Z]+)*\s*$/;

export const permissionSchema = z.object({
  name: requiredText(30),
  mark: requiredText(50).check(z.regex(MARK, "sysMenu.markFormat")),
  menuId: requiredText(18),
  status: z.enum(["1", "0"], { error: "validation.required" }),
  actions: optionalChecked(300, (value) => ACTIONS.test(value), "sysPermission.actionsFormat"),
  description: optionalText(200),
});

const PATH = /^\/[A-Za-z0-9\-_/:.{}]*$/;

export const permissionUrlSchema = z.object({
  name: requiredText(50),
  method: z.enum(HTTP_METHODS, { error: "validation.required" }),
  url: requiredText(200).check(z.regex(PATH, "sysMenu.pathFormat")),
  path: optionalText(200),
});

export const menuSchema = z.object({
  parentId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
  name: requiredText(30),
  nameEn: optionalText(50),
  mark: requiredText(50).check(z.regex(MARK, "sysMenu.markFormat")),
  path: requiredText(200).check(z.regex(PATH, "sysMenu.pathFormat")),
  componentPath: optionalText(200),
  redirectPath: optionalChecked(200, (value) => PATH.test(value), "sysMenu.pathFormat"),
  orderNo: z.optional(z.string().check(z.regex(/^\d{1,3}$/, "sysMenu.orderFormat"))),
  icon: optionalText(30),
  hideChildrenMenu: z.optional(z.string()),
});
