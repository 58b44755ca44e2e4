// Issue 36, to the letter of the spec, JavaScript on and off: the device overview reads each section's own §7 part
// call and a failing part shows its §8 error in its section; notification remarks (§7 edit-remark); the area form's
// upper and last levels (§5); the mini-program's short videos (§5 "video at most 10M").
import fs from "node:fs/promises";
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

/** Each project works on its own device: the two projects share one sandbox. */
const deviceFor = (jsEnabled: boolean) => (jsEnabled ? 23 : 523);

/** The §7 part calls the overview's sections show. */
const OVERVIEW_PARTS = ["overview/running-states", "overview/service-states", "overview/location", "system-info", "deployed-image-urls", "running-stages"];

test.describe("device overview's part calls", { tag: "@alone" }, () => {
  // The call log and fault rules are global to the sandbox: nothing else may run meanwhile.
  test.use({ exclusive: true, account: "admin" });
  test.afterEach(async ({ sandbox }) => {
    await sandbox.clearFaults();
  });

  test("each section reads its own §7 call; a failing part shows its §8 error in its section, the rest stands", async ({ page, jsEnabled, sandbox }) => {
    const id = deviceFor(jsEnabled);
    await sandbox.clearCalls();
    await page.goto(`/device/${id}/overview`);
    await expect(page.getByTestId("section-location")).toContainText("纬度");
    const paths = (await sandbox.calls()).filter((call) => call.method === "GET").map((call) => call.path);
    for (const part of OVERVIEW_PARTS) expect(paths, part).toContain(`/api/v1/devices/${id}/${part}`);

    await sandbox.addFault({ path: `^/api/v1/devices/${id}/overview/location$`, method: "GET", status: 500, body: JSON.stringify({ detail: "定位模块无响应" }), contentType: "application/json" });
    const response = await page.goto(`/device/${id}/overview`);
    expect(response?.status()).toBe(200);
    const location = page.getByTestId("section-location");
    await expect(location.getByRole("alert")).toContainText("服务异常，请稍后再试");
    await expect(location.getByRole("alert")).toContainText("定位模块无响应");
    await expect(location).not.toContainText("纬度");
    // The other sections and the tabs stand.
    await expect(page.getByRole("heading", { name: "运行状态", exact: true })).toBeVisible();
    await expect(page.getByTestId("section-runningStates").getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("device-images").locator("img")).toHaveCount(2);
    await expect(page.getByTestId("device-tabs")).toBeVisible();
  });

  test("the notice switch, system radius and maintenance record forms start from their own §7 GETs", async ({ page, sandbox }) => {
    const id = 31;
    const gets = async () => (await sandbox.calls()).filter((call) => call.method === "GET").map((call) => call.path);

    await sandbox.clearCalls();
    await page.goto(`/device/${id}/notice-switch`);
    await expect(modal(page, "device-action-notice-switch").getByRole("combobox")).toHaveValue(/^(NOTIFIED|NOT_NOTICE)$/);
    expect(await gets()).toContain(`/api/v1/devices/${id}/get-notice-switch`);

    await sandbox.clearCalls();
    await page.goto(`/device/${id}/system-info`);
    await expect(modal(page, "device-action-system-info").locator('input[name="radius"]')).toHaveValue(/^\d+$/);
    expect(await gets()).toContain(`/api/v1/devices/${id}/system-info`);

    await page.goto(`/device/${id}/operation/maintenance`);
    const record = await rows(page).first().getAttribute("data-row-id");
    await sandbox.clearCalls();
    await page.goto(`/device/${id}/operation/maintenance?edit=${record}`);
    await expect(page.locator('textarea[name="content"]').last()).not.toHaveValue("");
    expect(await gets()).toContain(`/api/v1/device-maintain-records/${record}`);
  });

  test("§8: a refused exit shows the service-error title and 'Exit task already exists', whatever words the platform used", async ({ page, jsEnabled, sandbox }) => {
    const id = deviceFor(jsEnabled) + 1;
    await sandbox.addFault({ path: `^/api/v1/devices/${id}/exit$`, method: "PUT", status: 409, body: JSON.stringify({ detail: "task pending" }), contentType: "application/json" });
    await page.goto(`/device/${id}/overview`);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("action-exit").click();
    const dialog = modal(page, "device-action-exit");
    await dialog.getByRole("button", { name: "退出" }).click();
    const error = dialog.getByTestId("form-error");
    await expect(error).toContainText("服务异常，请稍后再试");
    await expect(error).toContainText("退出任务已存在");
    await expect(error).not.toContainText("task pending");
  });
});

test.describe("notification remarks", () => {
  test.use({ account: "operator" });

  test("a remark on a notification is saved through §7 edit-remark and shown in its row", async ({ page, jsEnabled }) => {
    await page.goto("/notification");
    await waitForHydration(page, jsEnabled);
    const first = rows(page).nth(jsEnabled ? 0 : 1);
    const id = await first.getAttribute("data-row-id");
    await first.getByTestId("notification-remark").click();
    await expect(page).toHaveURL(new RegExp(`remark=${id}`));
    const dialog = modal(page, "notification-remark-form");
    const remark = uniqueName("已电话回访 ");
    await dialog.getByRole("textbox", { name: "备注" }).fill(remark);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("备注已保存");
    await expect(page).not.toHaveURL(/remark=/);
    await expect(rows(page).and(page.locator(`[data-row-id="${id}"]`))).toContainText(remark);
  });
});

test.describe("the area form's levels (§5)", () => {
  test.use({ account: "admin" });

  test("the level and, below a country, the upper area are required, each error on its own field", async ({ page, jsEnabled }) => {
    await page.goto("/config/area/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "areas-form");
    await dialog.getByRole("textbox", { name: "区域编码" }).fill(`L${Date.now().toString(36).slice(-4)}`);
    await dialog.getByRole("textbox", { name: "中文名称" }).fill(uniqueName("层级区"));
    await dialog.getByRole("textbox", { name: "英文名称" }).fill("Level test");
    const level = dialog.getByRole("combobox", { name: "区域级别" });
    const upper = dialog.getByRole("combobox", { name: "上级区域" });
    // The upper areas come from §7 GET /v1/districts/tree, indented by depth; a district is never an upper area.
    await expect(upper.locator("option", { hasText: "— — 杭州" })).toHaveCount(1);
    await expect(upper.locator("option", { hasText: "西湖区" })).toHaveCount(0);

    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(level, "请选择区域级别");

    await level.selectOption({ label: "城市" });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(upper, "除国家外，须选择上级区域");
    await expect(dialog.getByRole("textbox", { name: "英文名称" })).toHaveValue("Level test");
  });

  test("§5 'Chinese, English and digits': an area's Chinese name with a symbol is refused in place", async ({ page, jsEnabled }) => {
    await page.goto("/config/area/new?level=COUNTRY");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "areas-form");
    const name = dialog.getByRole("textbox", { name: "中文名称" });
    await name.fill("测试<区>");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(name, "只能输入中文、英文字母和数字");
  });
});

test.describe("mini-program videos (§5 short video 10M)", () => {
  test.use({ account: "admin" });

  /** The first bytes of an ISO media file, so the upload's content check takes it for an mp4. */
  const mp4 = (size: number) => {
    const bytes = Buffer.alloc(size, 0);
    Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
    return bytes;
  };

  test("a video over 10M is refused in place; a short one uploaded becomes the video's address", async ({ page, jsEnabled }, testInfo) => {
    await page.goto("/content/video/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "videos-form");
    const name = uniqueName("短视频");
    await dialog.getByRole("textbox", { name: "视频名称" }).fill(name);
    await dialog.getByRole("combobox", { name: "类型" }).selectOption({ label: "教学" });

    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "视频地址" }), "请填写视频地址或上传视频");

    const file = dialog.getByLabel("上传视频");
    // From a file on disk: a 10M buffer sent through the driver takes longer than an action may on a busy machine.
    const long = testInfo.outputPath("long.mp4");
    await fs.writeFile(long, mp4(10 * 1024 * 1024 + 1));
    await file.setInputFiles(long);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByLabel("上传视频"), "文件大小不能超过 10M");
    await expect(dialog.getByRole("textbox", { name: "视频名称" })).toHaveValue(name);

    await dialog.getByLabel("上传视频").setInputFiles({ name: "short.mp4", mimeType: "video/mp4", buffer: mp4(64 * 1024) });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await expect(page).toHaveURL(new RegExp(`^${CONSOLE_URL}/content/video`));
    await page.goto(`/content/video?name=${encodeURIComponent(name)}`);
    await expect(rows(page)).toHaveCount(1);
  });
});

test.describe("§5 text width in the tab bar", () => {
  test.use({ account: "admin" });

  test("a tab whose title is wider than 15 Chinese characters is cut by width, its whole title kept", async ({ page, context }) => {
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.goto("/integration/interface");
    const tab = page.getByTestId("tab-bar").getByRole("link", { name: "External interface (ERP, public)", exact: true });
    await expect(tab.locator("[data-visible-name]")).toHaveText("External interface (ERP, pub…");
    await expect(tab).toHaveAttribute("title", "External interface (ERP, public)");
  });
});
