// Rescue solutions and device balance (issue 10): the one-click help settings (out-of-range refused with values
// kept, then saved), a call's detail (timeline, notified volunteers, devices in range), an event created invalid
// → valid → listed, a guarding device added by serial number, the monitor following live calls, and an agency's
// balance (heat map, the §5 max-count rule, the change record). `user` gets 403 on all of it.
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

test("one-click help settings: an out-of-range distance refused with the values kept, then saved", async ({ page, jsEnabled }) => {
  await page.goto("/solution/help");
  await expect(page).toHaveURL(/\/solution\/help\/calls/);
  await page.getByTestId("help-tabs").getByRole("link", { name: "方案配置" }).click();
  await waitForHydration(page, jsEnabled);
  const form = page.getByTestId("help-config");
  const limit = jsEnabled ? "12" : "13";
  await form.getByRole("spinbutton", { name: "接收人数上限" }).fill(limit);
  await form.getByRole("spinbutton", { name: "呼救距离（米）" }).fill("50");
  await form.getByRole("button", { name: "保存" }).click();
  await expectFieldError(page.getByTestId("help-config").getByRole("spinbutton", { name: "呼救距离（米）" }), "取值范围为 100 到 10000");
  await expect(page.getByTestId("help-config").getByRole("spinbutton", { name: "接收人数上限" })).toHaveValue(limit);
  await page.getByTestId("help-config").getByRole("spinbutton", { name: "呼救距离（米）" }).fill("3000");
  await page.getByTestId("help-config").getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("配置已保存");
  await expect(page.getByTestId("help-config").getByRole("spinbutton", { name: "接收人数上限" })).toHaveValue(limit);
});

test("a finished call's detail tells who was notified, who answered and which devices were in range", async ({ page, jsEnabled }) => {
  await page.goto("/solution/help/calls");
  await waitForHydration(page, jsEnabled);
  await page.getByRole("combobox", { name: "状态" }).selectOption({ label: "已结束" });
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/state=FINISHED/);
  const first = rows(page).first();
  await expect(first).toContainText("已结束");
  const notified = Number(await first.locator("td").nth(6).innerText());
  await first.getByRole("link", { name: "详情" }).click();
  const detail = page.getByTestId("help-call-detail");
  await expect(detail.getByTestId("help-call-timeline").getByRole("listitem").first()).toContainText("发起呼救");
  await expect(detail.getByTestId("help-call-responses").locator("tbody tr")).toHaveCount(notified);
  await expect(detail.getByTestId("help-call-responses")).toContainText("已接受");
  await expect(detail.getByTestId("help-call-sketch")).toBeVisible();
  await detail.getByRole("link", { name: "返回呼救列表" }).click();
  await expect(page).toHaveURL(/\/solution\/help\/calls$/);
});

test("the help monitor lists the open calls and, with JavaScript, a new live call appears by itself", async ({ page, jsEnabled, sandboxApi }) => {
  await page.goto("/solution/help/monitor");
  await waitForHydration(page, jsEnabled);
  const heading = page.getByRole("heading", { name: /^进行中的呼救/ });
  const count = async () => Number((await heading.innerText()).match(/\((\d+)\)/)![1]);
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByTestId("open-calls").locator("tbody tr")).toHaveCount(before);
  const emitted = await sandboxApi.post("/__sandbox/live/emit", { data: { type: "oneKeyHelp", deviceId: 1 } });
  expect(emitted.status()).toBe(201);
  if (!jsEnabled) await page.getByTestId("monitor-refresh").click();
  await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(before);
});

test("an event: an end before the start refused with the name kept, then saved, listed and guarded by a device", async ({ page, jsEnabled }) => {
  await page.goto("/solution/help/devices");
  const sn = (await rows(page).first().locator("td").first().innerText()).trim();
  await page.goto("/solution/event/list/new");
  await waitForHydration(page, jsEnabled);
  const dialog = modal(page, "events-form");
  const name = uniqueName("测试马拉松");
  await dialog.getByRole("textbox", { name: "赛事名称" }).fill(name);
  await dialog.getByLabel("开始时间").fill("2027-05-01T10:00");
  await dialog.getByLabel("结束时间").fill("2027-05-01T08:00");
  await dialog.getByRole("combobox", { name: "执行方式" }).selectOption({ label: "定时执行" });
  await dialog.getByRole("combobox", { name: "城市" }).selectOption({ label: "杭州市" });
  await dialog.getByRole("textbox", { name: "地址" }).fill("黄龙体育中心");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(dialog.getByLabel("结束时间"), "开始时间必须早于结束时间");
  await expect(dialog.getByRole("textbox", { name: "赛事名称" })).toHaveValue(name);
  await dialog.getByLabel("结束时间").fill("2027-05-01T14:00");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");

  await page.goto(`/solution/event/list?name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("未开始");
  await waitForHydration(page, jsEnabled);
  await rows(page).first().getByRole("link", { name: "详情" }).click();
  await modal(page, "events-detail").getByRole("link", { name: "保障设备（0）" }).click();
  await expect(page).toHaveURL(/\/solution\/event\/devices\?competitionId=\d+/);
  await expect(rows(page)).toHaveCount(0);
  await waitForHydration(page, jsEnabled);
  await page.getByTestId("eventDevices-add").click();
  const add = modal(page, "eventDevices-form");
  await expect(add.getByRole("combobox", { name: "赛事" })).toHaveValue(/\d+/);
  await add.getByRole("textbox", { name: "设备编号" }).fill("NOSUCH123");
  await add.getByRole("textbox", { name: "保障点位" }).fill("终点");
  await add.getByRole("button", { name: "保存" }).click();
  await expectFieldError(add.getByRole("textbox", { name: "设备编号" }), "所选记录不存在");
  await expect(add.getByRole("textbox", { name: "保障点位" })).toHaveValue("终点");
  await add.getByRole("textbox", { name: "设备编号" }).fill(sn);
  await add.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("新增成功");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(sn);
});

test("an agency's balance: the heat map, a max count not above the busiest slot refused, then saved and recorded", async ({ page, jsEnabled }) => {
  await page.goto("/agency/balance");
  await waitForHydration(page, jsEnabled);
  const row = rows(page).nth(jsEnabled ? 0 : 1);
  const agency = (await row.locator("td").first().innerText()).trim();
  const inUse = Number((await row.locator("td").nth(2).innerText()).replace(/,/g, ""));
  await row.getByRole("link", { name: "详情" }).click();
  const detail = page.getByTestId("balance-detail");
  await expect(detail.getByRole("heading", { name: agency })).toBeVisible();
  await expect(detail.getByTestId("balance-summary")).toContainText(`有 ${inUse} 台自检`);
  await expect(detail.getByTestId("balance-heat-map").locator("svg")).toBeVisible();
  await detail.getByRole("link", { name: "编辑" }).click();
  const dialog = modal(page, "balanceConfigs-form");
  const max = dialog.getByRole("spinbutton", { name: "最大设备数" });
  await max.fill(String(inUse));
  await dialog.getByRole("textbox", { name: "说明" }).fill("夜间自检分流");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expectFieldError(dialog.getByRole("spinbutton", { name: "最大设备数" }), `最大设备数必须是大于当前使用数（${inUse}）的正整数`);
  await expect(dialog.getByRole("textbox", { name: "说明" })).toHaveValue("夜间自检分流");
  await dialog.getByRole("spinbutton", { name: "最大设备数" }).fill(String(inUse + 1));
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(flash(page, "success")).toContainText("保存成功");
  await rows(page).filter({ hasText: agency }).getByRole("link", { name: "详情" }).click();
  await expect(page.getByTestId("balance-records").locator("tbody tr").first()).toContainText(String(inUse + 1));
});

test.describe("for a role without them", () => {
  test.use({ account: "user" });

  test("answers 403", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    for (const path of ["/solution/help/calls", "/solution/help/config", "/solution/event/list", "/solution/event/monitor", "/agency/balance", "/agency/balance/1"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
  });
});
