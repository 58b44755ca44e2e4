import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { notificationSchema } from "./account-forms";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the notification settings form", () => {
  it("reads checkbox groups as lists, none checked as an empty list", () => {
    const parsed = parseWithZod(form([["accept", "on"], ["channels", "sms"], ["channels", "voice"], ["levels", "SERIOUS"], ["events", "DEVICE_OFFLINE"]]), { schema: notificationSchema });
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).toEqual({ accept: "on", channels: ["sms", "voice"], levels: ["SERIOUS"], events: ["DEVICE_OFFLINE"] });
    const paused = parseWithZod(form([]), { schema: notificationSchema });
    expect(paused.status === "success" && paused.value).toEqual({ accept: undefined, channels: [], levels: [], events: [] });
  });

  it("asks for a channel and a level when messages are received, and refuses unknown choices", () => {
    const empty = parseWithZod(form([["accept", "on"]]), { schema: notificationSchema });
    expect(empty.status).toBe("error");
    expect(empty.status === "error" && empty.error).toMatchObject({ channels: ["account.channelRequired"], levels: ["account.levelRequired"] });
    const unknown = parseWithZod(form([["accept", "on"], ["channels", "fax"], ["levels", "SERIOUS"]]), { schema: notificationSchema });
    expect(unknown.status).toBe("error");
    expect(Object.keys((unknown.status === "error" && unknown.error) || {})).toContain("channels[0]");
  });
});
