// System config, logs, integrations and VIP (issue 12): the region tree edited as links, an MQ queue refused then
// accepted (§5), the operation log showing the write just made, global config, and secrets that never reach the
// browser (neither the HTML nor the loader data). `user` gets 403 on all of them.
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal, TINY_PNG } from "./support/ui";

test.use({ account: "admin" });

/** A 1×1 PNG, so the upload's content check (magic bytes) accepts it. */
const PNG = TINY_PNG;

test.describe("system config", () => {
  test("the area tree: browse down to a city, add a district under it, find it after reload, delete it", async ({ page, jsEnabled }) => {
    await page.goto("/config/area");
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: /^下级区域/ }).click();
    await expect(page.getByTestId("area-trail")).toContainText("中国");
    // Provinces fill several pages: find one by name, as a user would with the filter.
    await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&name=${encodeURIComponent("浙江")}`);
    await rows(page).filter({ hasText: "浙江" }).getByRole("link", { name: /^下级区域/ }).click();
    await expect(page.getByTestId("area-trail")).toContainText("浙江");
    const hangzhou = rows(page).filter({ hasText: "杭州" });
    await hangzhou.getByRole("link", { name: /^新增下级/ }).click();

    const dialog = modal(page, "areas-form");
    const code = dialog.getByRole("textbox", { name: "区域编码" });
    await code.fill("1");
    const name = uniqueName("测试区");
    await dialog.getByRole("textbox", { name: "中文名称" }).fill(name);
    await dialog.getByRole("textbox", { name: "英文名称" }).fill("Test district");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(code, "区域编码为 2 到 6 位英文字母或数字");
    await expect(dialog.getByRole("textbox", { name: "中文名称" })).toHaveValue(name);
    const unique = `T${Date.now().toString(36).slice(-5)}`;
    await code.fill(unique);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.reload();
    await expect(page.getByTestId("area-trail")).toContainText("杭州");
    const added = rows(page).filter({ hasText: name });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText("区/县");
    await waitForHydration(page, jsEnabled);
    await added.getByRole("link", { name: "删除" }).click();
    await modal(page, "areas-delete").getByRole("button", { name: "删除" }).click();
    await expect(flash(page, "success")).toContainText("删除成功");
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  });

  test("the service tree: the top level first, a service's sub-services by link, back by the trail", async ({ page, jsEnabled }) => {
    await page.goto("/config/service");
    await waitForHydration(page, jsEnabled);
    await expect(rows(page).filter({ hasText: "设备服务" })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: "一键呼救" })).toHaveCount(0);
    await rows(page).filter({ hasText: "急救服务" }).getByRole("link", { name: /^下级服务/ }).click();
    await expect(page.getByTestId("service-trail")).toContainText("急救服务");
    await expect(rows(page).filter({ hasText: "一键呼救" })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: "设备服务" })).toHaveCount(0);
    // A leaf has nothing below it to browse, but can get a child.
    await expect(rows(page).filter({ hasText: "一键呼救" }).getByRole("link", { name: /^下级服务/ })).toHaveCount(0);
    await expect(rows(page).filter({ hasText: "一键呼救" }).getByRole("link", { name: /^新增下级/ })).toHaveCount(1);
    await page.getByTestId("service-trail").getByRole("link", { name: "全部服务" }).click();
    await expect(rows(page).filter({ hasText: "设备服务" })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: "一键呼救" })).toHaveCount(0);
  });

  test("a brand's uploaded logo shows as a small image, named by the brand, in the list and the detail; none is a dash", async ({ page, jsEnabled }) => {
    await page.goto("/config/brand/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "brands-form");
    const name = uniqueName("品牌");
    await dialog.getByRole("textbox", { name: "中文名称" }).fill(name);
    await dialog.getByRole("textbox", { name: "英文名称" }).fill("Logo brand");
    await dialog.getByLabel("品牌标志").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");

    await page.goto(`/config/brand?name=${encodeURIComponent(name)}`);
    const logo = rows(page).first().getByRole("img", { name });
    await expect(logo).toBeVisible();
    // The stored file itself, through the console's relay: the image really loads.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "详情" }).click();
    await expect(modal(page, "brands-detail").getByRole("img", { name })).toBeVisible();

    await page.goto("/config/brand?name=" + encodeURIComponent("迈瑞"));
    await expect(rows(page).first().getByRole("img")).toHaveCount(0);
    await expect(rows(page).first()).toContainText("—");
  });

  test("an area devices use cannot be deleted", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: a hand-made post's server answer: the same without JavaScript, checked once in no-js.
    const response = await page.request.post("/config/area/330100/delete", { form: { reason: "" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(response.status(), response.headers().location).toBe(400);
  });

  test("global config: an out-of-range value refused with the typed values kept, then saved", async ({ page, jsEnabled }) => {
    await page.goto("/config/global");
    await waitForHydration(page, jsEnabled);
    const form = page.getByTestId("global-config");
    const stale = form.getByRole("spinbutton", { name: "设备失联判定（小时）" });
    await stale.fill("0");
    await form.getByRole("button", { name: "保存" }).click();
    await expectFieldError(page.getByTestId("global-config").getByRole("spinbutton", { name: "设备失联判定（小时）" }), "取值范围为 1 到 720");
    await page.getByTestId("global-config").getByRole("spinbutton", { name: "设备失联判定（小时）" }).fill("36");
    await page.getByTestId("global-config").getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("全局配置已保存");
    await page.reload();
    await expect(page.getByTestId("global-config").getByRole("spinbutton", { name: "设备失联判定（小时）" })).toHaveValue("36");
  });
});

test.describe("integrations", () => {
  test("an MQ queue that does not begin with real_time_data_ is refused, then accepted; the operation log shows the write", async ({ page, jsEnabled }) => {
    await page.goto("/integration/mq-account/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "mqAccounts-form");
    const username = uniqueName("mq_e2e_");
    await dialog.getByRole("textbox", { name: "用户名" }).fill(username);
    await dialog.getByRole("textbox", { name: "密码" }).fill("Mq-Secret-Never-Shown");
    const queue = dialog.getByRole("textbox", { name: "队列" });
    await queue.fill("device_data_hz");
    await dialog.getByRole("textbox", { name: "交换机" }).fill("aed.realtime");
    await dialog.getByRole("textbox", { name: "虚拟主机" }).fill("/aed");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(queue, "队列名须以 real_time_data_ 开头");
    await expect(dialog.getByRole("textbox", { name: "用户名" })).toHaveValue(username);
    await queue.fill(`real_time_data_${username}`);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");

    await page.goto("/log/operation?entity=mqAccount&action=ADD&operator=admin");
    await expect(rows(page).first()).toContainText("mqAccount");
    await expect(rows(page).first()).toContainText("新增");
    await expect(rows(page).first()).toContainText("admin");
  });
});

test.describe("secrets are write-only", { tag: "@no-js-only" }, () => {
  // Without JavaScript only: a server property, the HTML and the loader data, read once.

  test("seeded passwords and secrets appear in no page and no loader data", async ({ page }) => {
    const pages = ["/integration/push-account", "/integration/push-account/1", "/integration/push-account/1/edit", "/integration/mq-account/1/edit", "/integration/interface/1", "/vip/list/1", "/vip/list/1/edit"];
    for (const path of pages) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toMatch(/Seeded-(Push|Mq|Secret|Vip)-/);
    }
    for (const [path, route] of [
      ["/integration/push-account", "routes/_console+/integration+/push-account+/_layout"],
      ["/integration/push-account/1/edit", "routes/_console+/integration+/push-account+/$id_.edit"],
      ["/integration/mq-account/1", "routes/_console+/integration+/mq-account+/$id"],
      ["/integration/interface/1", "routes/_console+/integration+/interface+/$id"],
      ["/vip/list/1", "routes/_console+/vip+/list+/$id"],
    ] as const) {
      const data = await page.request.get(`${path}?_data=${encodeURIComponent(route)}`);
      expect(data.status(), path).toBe(200);
      const text = await data.text();
      expect(text, path).not.toMatch(/Seeded-(Push|Mq|Secret|Vip)-/);
      expect(text, path).toMatch(/(password|appSecret|secret)Set/);
    }
  });
});

test.describe("vip cards", () => {
  test("a card's detail previews its branding: the system name in its menu theme, the colour made readable", async ({ page, jsEnabled }) => {
    await page.goto("/vip/list?serialNumber=VIP-2026-0002");
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "详情" }).click();
    const preview = modal(page, "vipCards-detail").getByTestId("vip-preview");
    await expect(preview.getByTestId("vip-preview-title")).toHaveText("城市急救云");
    // dark--#13C2C2: the dark menu, and the cyan darkened to read at AA with white text (#0C7878).
    await expect(preview.getByTestId("vip-preview-nav")).toHaveCSS("background-color", "rgb(0, 21, 41)");
    await expect(preview.getByTestId("vip-preview-primary")).toHaveCSS("background-color", "rgb(12, 120, 120)");
    await expect(preview.getByTestId("vip-preview-primary")).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(preview).toContainText("主题色 #0C7878");
  });
});

test.describe("logs", () => {
  test("the run log filters by level and service", async ({ page, jsEnabled }) => {
    await page.goto("/log/run?level=ERROR");
    await waitForHydration(page, jsEnabled);
    await expect(rows(page).first()).toContainText("错误");
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(rows(page).nth(i)).toContainText("错误");
  });
});

test.describe("administration for a role without it", () => {
  test.use({ account: "user" });

  test("answers 403", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    for (const path of ["/config/area?level=COUNTRY", "/config/service", "/config/brand", "/config/global", "/log/operation", "/log/run", "/integration/mq-account", "/integration/push-account", "/vip/list"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
  });
});
