/** The form schemas of ./device/controllers.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { msg } from "~/i18n/messages";
import { isIpAddress } from "~/lib/validators";
import { isNewerVersion } from "~/lib/version";
import { toPlatformDateTime } from "~/engine/values";
import { CONFIG_RANGES, EXECUTE_TYPES, SERVER_ADDRESS_TYPES, sameConfig, toConfig, type ConfigValues } from "./device/controllers";

const DOMAIN_PATTERN = /^(?=.{1,100}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function integerIn(min: number, max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? "validation.required" : "periphValidation.integer") })
    .check(z.int("periphValidation.integer"), z.minimum(min, msg("periphValidation.range", { min, max })), z.maximum(max, msg("periphValidation.range", { min, max })));
}

/**
 * The config form: every field required and in range, the address valid for its type, and (§5) 'config parameters
 * must change before saving' against the values the page showed.
 */
export function configSchema(current?: ConfigValues) {
  return z
    .object({
      serverAddressType: z.enum(SERVER_ADDRESS_TYPES, { error: "validation.required" }),
      serverAddress: z.string({ error: "validation.required" }).check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(100, msg("validation.maxLength", { max: 100 }))),
      serverPort: integerIn(...CONFIG_RANGES.serverPort),
      heartbeatSeconds: integerIn(...CONFIG_RANGES.heartbeatSeconds),
      reportMinutes: integerIn(...CONFIG_RANGES.reportMinutes),
      selfTestHour: integerIn(...CONFIG_RANGES.selfTestHour),
      selfTestMinute: integerIn(...CONFIG_RANGES.selfTestMinute),
      alarmSwitch: z.enum(["true", "false"], { error: "validation.required" }),
    })
    .check(
      z.refine((value) => (value.serverAddressType === "IP" ? isIpAddress(value.serverAddress) : DOMAIN_PATTERN.test(value.serverAddress)), {
        error: (issue) => ((issue.input as { serverAddressType?: string })?.serverAddressType === "IP" ? "validation.ip" : "periphValidation.domain"),
        path: ["serverAddress"],
      }),
      z.refine((value) => !current || !sameConfig(toConfig(value), current), { error: "controller.configUnchanged" }),
    );
}

/** §5: a firmware update needs a version greater than the current one (dotted numbers after a one-letter prefix). */
export function firmwareUpdateSchema(current: string | null | undefined) {
  return z
    .object({
      version: z.string({ error: "periphValidation.targetRequired" }).check(z.trim(), z.minLength(1, "periphValidation.targetRequired")),
      executeType: z.enum(EXECUTE_TYPES, { error: "validation.required" }),
      executeTime: z.optional(z.string().check(z.trim())),
    })
    .check(
      z.refine((value) => isNewerVersion(value.version, current), {
        error: msg("periphValidation.versionNotGreater", { current: current ?? "" }),
        path: ["version"],
      }),
      // A timed update needs its time (§4 execute types: immediate, timed).
      z.refine((value) => value.executeType !== "TIMED" || Boolean(value.executeTime), { error: "periphValidation.executeTimeRequired", path: ["executeTime"] }),
      z.refine((value) => !value.executeTime || toPlatformDateTime(value.executeTime, "start") !== undefined, { error: "validation.dateTime", path: ["executeTime"] }),
    );
}
