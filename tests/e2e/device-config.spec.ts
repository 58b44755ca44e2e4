// Device detail pieces without a test before (issue 9 §4): the quality-guarantee, message-service, call-for-help
// and service-package config groups (§5 rules, saved and still there after reload), the maintenance tab (add,
// edit, delete; §7 device-maintain-records), sending from the send-message modal, and the 500 page.
import type { Page } from "@playwright/test";
import { expect, seeded, test, uniqueName, waitForHydration } from "./fixtures";
import { imitateNotice } from "./support/platform";
import { columnTexts, rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

/** Devices of their own per test and mode, away from the other device specs' (11–20, 511–520). */
const deviceFor = (jsEnabled: boolean, base: number) => (jsEnabled ? base : base + 500);

async function openGroup(page: Page, id: number, group: string, jsEnabled: boolean) {
  await page.goto(`/device/${id}/config/${group}`);
  await waitForHydration(page, jsEnabled);
}

test.describe("device config groups", () => {
  test("quality guarantee: the expiry must follow the start; a valid change is kept after reload", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 41);
    await openGroup(page, id, "quality-guarantee", jsEnabled);
    const begin = page.getByLabel("质保开始日期");
    const expiry = page.getByLabel("质保到期日期");
    await begin.fill("2026-05-01");
    await expiry.fill("2026-04-01");
    await page.getByRole("button", { name: "保存" }).click();
    await expectFieldError(expiry, "开始时间必须早于结束时间");
    await expect(begin).toHaveValue("2026-05-01");
    const years = String(2 + Math.floor(Math.random() * 8));
    await expiry.fill(`${2026 + Number(years)}-04-30`);
    await page.getByRole("spinbutton", { name: "合同年限" }).fill(years);
    await page.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await page.reload();
    await expect(page.getByLabel("质保到期日期")).toHaveValue(`${2026 + Number(years)}-04-30`);
    await expect(page.getByRole("spinbutton", { name: "合同年限" })).toHaveValue(years);
  });

  test("message service: a bad phone and e-mail are refused in place, then saved", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 42);
    await openGroup(page, id, "message-service", jsEnabled);
    const phone = page.getByRole("textbox", { name: "通知手机号" });
    const email = page.getByRole("textbox", { name: "通知邮箱" });
    await phone.fill("12345");
    await email.fill("not-an-address");
    await page.getByRole("button", { name: "保存" }).click();
    await expectFieldError(phone, "请输入正确的 11 位手机号");
    await expectFieldError(email, "邮箱格式不正确");
    const number = `139${String(Date.now()).slice(-8)}`;
    await phone.fill(number);
    await email.fill("duty@heartsafe.example");
    await page.getByRole("checkbox", { name: "短信通知" }).check();
    await page.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await page.reload();
    await expect(page.getByRole("textbox", { name: "通知手机号" })).toHaveValue(number);
    await expect(page.getByRole("checkbox", { name: "短信通知" })).toBeChecked();
  });

  test("call for help: numbers out of range are refused, a valid distance is kept", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 43);
    await openGroup(page, id, "call-for-help", jsEnabled);
    const distance = page.getByRole("spinbutton", { name: "呼救距离（米）" });
    const receivers = page.getByRole("spinbutton", { name: "接收人数上限" });
    await distance.fill("0");
    await receivers.fill("1000");
    await page.getByRole("button", { name: "保存" }).click();
    await expectFieldError(distance, "应为 1 到 10000 之间的整数");
    await expectFieldError(receivers, "应为 1 到 100 之间的整数");
    const metres = String(500 + Math.floor(Math.random() * 4000));
    await distance.fill(metres);
    await receivers.fill("20");
    await page.getByRole("spinbutton", { name: "救援时长（分钟）" }).fill("30");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await page.reload();
    await expect(page.getByRole("spinbutton", { name: "呼救距离（米）" })).toHaveValue(metres);
  });

  test("service package: the package must end after it begins; a new package shows on the overview", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 44);
    await openGroup(page, id, "service-package", jsEnabled);
    const begin = page.getByLabel("套餐开始日期");
    const expiry = page.getByLabel("套餐到期日期");
    await page.getByRole("combobox", { name: "服务套餐" }).selectOption("3");
    await begin.fill("2026-06-01");
    await expiry.fill("2026-01-01");
    await page.getByRole("button", { name: "保存" }).click();
    await expectFieldError(expiry, "开始时间必须早于结束时间");
    await expiry.fill("2028-05-31");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await page.reload();
    await expect(page.getByRole("combobox", { name: "服务套餐" })).toHaveValue("3");
    await expect(page.getByLabel("套餐到期日期")).toHaveValue("2028-05-31");
  });
});

test.describe("device maintenance tab and messages", () => {
  test("adds, edits and deletes a maintenance record", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 45);
    await page.goto(`/device/${id}/operation/maintenance`);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("record-add").click();
    const add = modal(page, "record-add-form");
    const content = uniqueName("更换电极片");
    await add.getByRole("textbox", { name: "内容" }).fill(content);
    await add.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    expect((await columnTexts(page, "维护内容"))[0]).toBe(content);

    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "编辑" }).click();
    const edit = modal(page, "record-edit-form");
    await edit.getByRole("textbox", { name: "内容" }).fill("");
    await edit.getByRole("button", { name: "保存" }).click();
    await expectFieldError(edit.getByRole("textbox", { name: "内容" }), "请输入内容");
    await edit.getByRole("textbox", { name: "内容" }).fill(`${content}（已复核）`);
    await edit.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await page.reload();
    expect((await columnTexts(page, "维护内容"))[0]).toBe(`${content}（已复核）`);

    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "删除" }).click();
    await modal(page, "record-delete-form").getByRole("button", { name: "删除" }).click();
    await expect(flash(page, "success")).toContainText("删除成功");
    expect(await columnTexts(page, "维护内容")).not.toContain(`${content}（已复核）`);
  });

});

test.describe("sending a message to a device", { tag: "@alone" }, () => {
  // The message is pushed live to every signed-in browser: run alone so it covers no other test's header.
  test.use({ exclusive: true });

  test("sends a message to the device from its modal: required, then sent and in the notification centre", async ({ page, jsEnabled, sandboxApi }) => {
    const id = deviceFor(jsEnabled, 46);
    await page.goto(`/device/${id}/send-message?from=overview`);
    await waitForHydration(page, jsEnabled);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "发送消息" }).or(dialog.getByRole("button", { name: "保存" })).first().click();
    await expectFieldError(dialog.getByRole("textbox", { name: "消息内容" }), /请输入/);
    const text = uniqueName("请检查柜门");
    await dialog.getByRole("textbox", { name: "消息内容" }).fill(text);
    if (jsEnabled) {
      // A live notice arriving while the page loads after the save (as the save's own message can) asks for a refresh.
      // The frame's data, which carries the "sent" notice, is held here once the server has answered it (and taken
      // the notice from the session) while such a notice is pushed: that refresh must not throw those loads away.
      let held = false;
      await page.route(/\/overview\?_data=routes%2F_console%2B%2F_layout$/, async (route) => {
        if (held) return route.continue();
        held = true;
        const response = await route.fetch();
        const notice = `模拟：柜门打开 ${Date.now()}`;
        await imitateNotice(sandboxApi, seeded("admin"), notice);
        await page.getByTestId("live-alarm").filter({ hasText: notice }).waitFor({ timeout: 5_000 }).catch(() => {});
        await route.fulfill({ response }).catch(() => {}); // aborted by the page meanwhile: the notice went with it
      });
    }
    await dialog.getByRole("button", { name: "发送消息" }).or(dialog.getByRole("button", { name: "保存" })).first().click();
    await expect(flash(page, "success")).toContainText("消息已发送");
    await page.goto("/notification");
    await expect(page.getByRole("main").getByText(text)).toBeVisible();
  });
});

test.describe("device edit and type", () => {
  test("edits where the device is and who looks after it (PUT /v1/devices); the overview shows its type and cabinet", async ({ page, jsEnabled }) => {
    const id = deviceFor(jsEnabled, 47);
    await page.goto(`/device/${id}/overview`);
    await expect(page.getByTestId("section-type")).toContainText(/独立 AED|机柜内 AED/);
    await expect(page.getByTestId("device-container")).not.toBeEmpty();
    await waitForHydration(page, jsEnabled);
    await page.getByRole("link", { name: "编辑设备" }).click();
    const dialog = page.getByRole("dialog");
    const address = dialog.getByRole("textbox", { name: "安装地址" });
    const phone = dialog.getByRole("textbox", { name: "联系电话" });
    await address.fill("");
    await phone.fill("12");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(address, "请输入安装地址");
    await expectFieldError(phone, "请输入正确的 11 位手机号");
    const place = uniqueName("北京市海淀区中关村大街 ");
    await address.fill(place);
    await phone.fill("13912345678");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("设备信息已保存");
    await page.reload();
    await expect(page.getByTestId("section-placement")).toContainText(place);
  });
});

test.describe("error pages", () => {
  test("/500 is the §8 server-error page with status 500, inside no crash", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: the server's 500 page by URL: the same without JavaScript, checked once in no-js.
    const response = await page.goto("/500");
    expect(response?.status()).toBe(500);
    await expect(page.getByTestId("error-title")).toHaveText("抱歉，服务器出错了");
  });
});

test.describe("readiness forecast", () => {
  test("the device list narrows to batteries or pads expiring within 30, 60 or 90 days; the workplace's month bars link to their devices", async ({ page }) => {
    const totalOf = async (query: string) => {
      await page.goto(`/device/list?${query}`);
      const text = (await page.getByTestId("pager-range").innerText()).replace(/,/g, "");
      return Number(text.match(/共\s*(\d+)\s*条/)?.[1] ?? "0");
    };
    const within30 = await totalOf("expiresWithin=30");
    const within90 = await totalOf("expiresWithin=90");
    const all = await totalOf("");
    expect(within30).toBeGreaterThan(0);
    expect(within30).toBeLessThanOrEqual(within90);
    expect(within90).toBeLessThan(all);
    await expect(page.getByRole("combobox", { name: "电池或电极片到期" })).toHaveValue("");

    await page.goto("/dashboard/workplace");
    const forecast = page.getByTestId("expiry-forecast");
    await forecast.getByText("查看数据表").click();
    const firstMonth = forecast.locator("table a").first();
    const month = (await firstMonth.innerText()).trim();
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    await firstMonth.click();
    await expect(page).toHaveURL(new RegExp(`/device/list\\?expiresMonth=${month}$`));
    await expect(page.getByRole("combobox", { name: "到期月份" })).toHaveValue(month);
  });
});
