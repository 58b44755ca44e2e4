import type { Attr } from "~/engine/define-resource";
import type { Tone } from "~/engine/types";

/** The values of an on/off attribute (labelled under `<prefix>.<name>Values`). */
export const ON_OFF = ["true", "false"] as const;

/** Badge tones of an on/off attribute: on green, off gray. */
export const onOffTones: Record<string, Tone> = { true: "green", false: "gray" };

/** An on/off setting: a toned badge in the detail, a checkbox in the form. */
export const onOffSwitch: Attr = { values: ON_OFF, tones: onOffTones, field: "checkbox", fieldOptions: false };

/** An image upload (a cover, an icon): jpg, gif, png, svg or webp, with the size hint; not in the detail. */
export const imageUpload: Attr = { detail: false, field: "file", accept: ".jpg,.jpeg,.gif,.png,.svg,.webp", descriptionKey: "cfgCommon.imageHint" };

/** A secret (password, app secret): only ever typed into the form, never shown; left empty it stays as it was. */
export const secretInput: Attr = { detail: false, field: "secret", maxLength: 64, descriptionKey: "cfgCommon.secretHint" };

/** A file upload of these types (without the dot), at most 10 MB, its hint (`descriptionKey`) naming both. */
export const typedUpload = (types: readonly string[], descriptionKey: string): Attr => ({
  field: "file", accept: types.map((type) => `.${type}`).join(","), descriptionKey, descriptionParams: { types: types.join(", "), max: "10M" },
});

/** How a sent message (SMS, call, e-mail, inspection push) fared. */
export const SEND_STATES = ["SUCCESS", "FAIL", "PROCESSING"] as const;

/** A sent message's state: a toned, sortable column with its select filter, labelled under `enums.sendState`. */
export const sendState: Attr = {
  column: true, values: SEND_STATES, enumKey: "enums.sendState", tones: { SUCCESS: "green", FAIL: "red", PROCESSING: "blue" }, sortable: true, filter: "select",
};

/** A count or a distance: a sortable number column. */
export const sortableNumber: Attr = { column: true, kind: "number", sortable: true };
