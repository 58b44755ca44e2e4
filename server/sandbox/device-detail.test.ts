import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

describe("device detail", () => {
  it("answers one device with its own fields only, its sub-info from the part calls, the same every time", async () => {
    const token = await tokenOf(t, "admin");
    const first = await (await t.call("/api/v1/devices/7", { token })).json();
    expect(first).toMatchObject({ id: 7, sn: expect.any(String), deviceState: expect.any(String), warranty: expect.any(Object) });
    // What the part calls answer is not in the device's own answer (a console tab reading it from there shows nothing).
    for (const key of ["batteryInfo", "electrodeInfo", "communicationModuleInfo", "lockInfo", "relatedPersonInfo", "factoryInfo", "location", "systemInfo", "deployedImageUrls", "runningStages"]) {
      expect(first).not.toHaveProperty(key);
    }
    const images = await (await t.call("/api/v1/devices/7/deployed-image-urls", { token })).json();
    expect(images).toEqual([expect.stringMatching(/^data:image\/svg/), expect.any(String)]);
    expect(await (await t.call("/api/v1/devices/7/battery-info", { token })).json()).toMatchObject({ level: expect.any(Number) });
    expect(await (await t.call("/api/v1/devices/7/overview/location", { token })).json()).toMatchObject({ latitude: expect.any(Number) });
    expect(await (await t.call("/api/v1/devices/7/get-notice-switch", { token })).json()).toEqual({ result: expect.stringMatching(/^(NOTIFIED|NOT_NOTICE)$/) });
    expect(await (await t.call("/api/v1/devices/7", { token })).json()).toEqual(first);
    expect((await t.call("/api/v1/devices/999999", { token })).status).toBe(404);
    const logs = await t.call("/api/v1/devices/7/self-test-data?pageSize=5", { token });
    expect(Number(logs.headers.get("x-total-count"))).toBe(30);
    expect(await logs.json()).toHaveLength(5);
  });

  it("saves a config group with §5's rules; unchanged values are refused; the fence radius is the device's", async () => {
    const token = await tokenOf(t, "admin");
    const path = "/api/v1/devices/3/configs/location-fence-config";
    const current = await (await t.call(path, { token })).json();
    const bad = await t.call(path, { token, method: "PUT", json: { ...current, fenceRadius: 5 }, lang: "en-US" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual([{ field: "fenceRadius", message: "must be a whole number from 10 to 10000" }]);
    const ok = await t.call(path, { token, method: "PUT", json: { fenceEnabled: true, fenceRadius: 321, positionMode: "BDS" } });
    expect(ok.status).toBe(200);
    const again = await t.call(path, { token, method: "PUT", json: { fenceEnabled: true, fenceRadius: 321, positionMode: "BDS" }, lang: "en-US" });
    expect(again.status).toBe(400);
    expect((await again.json()).detail).toBe("config parameters must change before saving");
    expect((await (await t.call("/api/v1/devices/3/overview/location", { token })).json()).fenceRadius).toBe(321);
    const parameters = await (await t.call("/api/v1/devices/3/configs/parameters", { token })).json();
    const short = await t.call("/api/v1/devices/3/configs/parameters", { token, method: "PUT", json: { ...parameters, baseStationToken: "short" } });
    expect((await short.json()).fieldErrors[0].field).toBe("baseStationToken");
  });

  it("refuses a second exit while one is pending, and lets the pending one be cancelled", async () => {
    const token = await tokenOf(t, "admin");
    expect((await t.call("/api/v1/devices/5/exit", { token, method: "PUT" })).status).toBe(201);
    const second = await t.call("/api/v1/devices/5/exit", { token, method: "PUT", lang: "en-US" });
    expect(second.status).toBe(400);
    expect((await second.json()).detail).toBe("Exit task already exists");
    const tasks = await (await t.call("/api/v1/devices/5/tasks?taskType=EXIT", { token })).json();
    const pending = tasks.find((task: { state: string }) => task.state === "READY_TO_EXECUTE");
    expect((await t.call(`/api/v1/tasks/${pending.id}`, { token, method: "DELETE" })).status).toBe(204);
    expect((await t.call("/api/v1/devices/5/exit", { token, method: "PUT" })).status).toBe(201);
  });

  it("sets and removes the ignore-abnormal mark only with the query param that names its new value (§7)", async () => {
    const token = await tokenOf(t, "admin");
    expect((await t.call("/api/v1/devices/11/ignoreAbnormalMark", { token, method: "PUT" })).status).toBe(400);
    expect((await t.call("/api/v1/devices/11/ignoreAbnormalMark?ignoreAbnormalMark=false", { token, method: "PUT" })).status).toBe(400);
    expect((await t.call("/api/v1/devices/11/ignoreAbnormalMark?ignoreAbnormalMark=true", { token, method: "PUT" })).status).toBe(200);
    expect((await (await t.call("/api/v1/devices/11/overview/service-states", { token })).json()).ignoreAbnormalMark).toBe(true);
    expect((await t.call("/api/v1/devices/11/ignoreAbnormalMark", { token, method: "DELETE" })).status).toBe(400);
    expect((await t.call("/api/v1/devices/11/ignoreAbnormalMark?ignoreAbnormalMark=false", { token, method: "DELETE" })).status).toBe(204);
  });

  it("resets with a reason, links volunteers from the wait-allocated list, and checks permissions", async () => {
    const admin = await tokenOf(t, "admin");
    expect((await t.call("/api/v1/devices/9/reset", { token: admin, method: "PUT" })).status).toBe(400);
    expect((await t.call("/api/v1/devices/9/reset?reason=%E6%B5%8B%E8%AF%95", { token: admin, method: "PUT" })).status).toBe(200);
    const waiting = await (await t.call("/api/v1/volunteer-devices/9/wait-allocated-volunteers?pageSize=2", { token: admin })).json();
    const linked = await t.call("/api/v1/volunteer-devices/9/link-volunteers", { token: admin, method: "PUT", body: JSON.stringify(waiting.map((v: { id: number }) => v.id)), headers: { "content-type": "application/json" } });
    expect(await linked.json()).toEqual({ result: { changed: 2 } });
    const user = await tokenOf(t, "user");
    expect((await t.call("/api/v1/devices/9/reset?reason=x", { token: user, method: "PUT" })).status).toBe(403);
    const operator = await tokenOf(t, "operator");
    expect((await t.call("/api/v1/devices/9/reset?reason=x", { token: operator, method: "PUT" })).status).toBe(403);
    expect((await t.call("/api/v1/devices/9", { token: operator })).status).toBe(200);
  });
});
