// Message and operation records (§2, §3, §4): voice and e-mail sent records, repair records across the fleet,
// incident records, institution inspection reports (generate, download) and device inspection records.
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { columnTexts, columnValues, filters, rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

test.describe("sent records", () => {
  test("voice records filter by state and open a record's detail with the called number", async ({ page, jsEnabled }) => {
    await page.goto("/message/voice?sendState=FAIL");
    await expect(filters(page).getByRole("combobox", { name: "发送状态" })).toHaveValue("FAIL");
    expect(new Set(await columnValues(page, "发送状态"))).toEqual(new Set(["FAIL"]));
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "详情" }).click();
    const dialog = modal(page, "vmsRecords-detail");
    await expect(dialog).toContainText("被叫号码");
    await expect(dialog).toContainText("主叫号码");
    await expect(page).toHaveURL(/\/message\/voice\/\d+\?sendState=FAIL$/);
    await expect(page.getByTestId("vmsRecords-add")).toHaveCount(0);
  });

  test("e-mail records search by recipient and show the attachment in the detail", async ({ page, jsEnabled }) => {
    await page.goto("/message/email");
    const [first] = await columnTexts(page, "收件地址");
    const fragment = first!.split("@")[0]!;
    await page.goto(`/message/email?addressTo=${encodeURIComponent(fragment)}`);
    for (const address of await columnTexts(page, "收件地址")) expect(address).toContain(fragment);
    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "详情" }).click();
    await expect(modal(page, "emailRecords-detail")).toContainText("附件");
  });
});

test.describe("repair records", () => {
  test("add with an unknown device refused in place, then added, edited to handling, handled and closed", async ({ page, jsEnabled }) => {
    const [serial] = await (async () => {
      await page.goto("/device/list");
      return columnTexts(page, "序列号");
    })();
    await page.goto("/operation/repair/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "repairRecords-form");
    const sn = dialog.getByRole("textbox", { name: "设备序列号" });
    const content = dialog.getByRole("textbox", { name: "报修内容" });
    const problem = uniqueName("屏幕闪烁");
    await sn.fill("NOSUCH0001");
    await content.fill(problem);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(sn, "所选记录不存在");
    await expect(content).toHaveValue(problem);
    await sn.fill(serial!);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");

    await page.goto(`/operation/repair?serialNumber=${serial}&state=UNHANDLE`);
    const mine = rows(page).filter({ hasText: problem });
    await expect(mine).toHaveCount(1);
    await waitForHydration(page, jsEnabled);
    await mine.getByRole("link", { name: "编辑" }).click();
    const edit = modal(page, "repairRecords-form");
    await edit.getByRole("combobox", { name: "处理状态" }).selectOption("HANGLEING");
    await edit.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");

    await page.goto(`/operation/repair?serialNumber=${serial}&state=HANGLEING`);
    await waitForHydration(page, jsEnabled);
    await rows(page).filter({ hasText: problem }).getByRole("link", { name: "处理" }).click();
    const handle = modal(page, "repair-handle");
    await handle.getByRole("button", { name: "保存" }).click();
    await expectFieldError(handle.getByRole("textbox", { name: "处理内容" }), "此项为必填项");
    await handle.getByRole("textbox", { name: "处理内容" }).fill("已更换屏幕排线");
    await handle.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("报修已关闭");

    await page.goto(`/operation/repair?serialNumber=${serial}&state=HANGLED`);
    const closed = rows(page).filter({ hasText: problem });
    await expect(closed).toContainText("已关闭");
    await expect(closed).toContainText("已更换屏幕排线");
    await expect(closed.getByRole("link", { name: "编辑" })).toHaveCount(0);
    await expect(closed.getByRole("link", { name: "处理" })).toHaveCount(0);
  });
});

test.describe("incident records", () => {
  test("create: invalid → errors with values kept → valid → found by its filters after reload", async ({ page, jsEnabled }) => {
    await page.goto("/device/list");
    const [serial] = await columnTexts(page, "序列号");
    await page.goto("/operation/incident/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "incidentRecords-form");
    const description = uniqueName("柜门警报");
    await dialog.getByRole("textbox", { name: "事件描述" }).fill(description);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "设备序列号" }), "此项为必填项");
    await expect(dialog.getByRole("textbox", { name: "事件描述" })).toHaveValue(description);
    await dialog.getByRole("textbox", { name: "设备序列号" }).fill(serial!);
    await dialog.getByRole("combobox", { name: "事件类型" }).selectOption("DOOR_OPENED");
    await dialog.getByRole("combobox", { name: "级别" }).selectOption("WARNING");
    await dialog.getByLabel("发生时间").fill("2026-03-01T09:30");
    await dialog.getByRole("combobox", { name: "处理状态" }).selectOption("UNTREATED");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.goto(`/operation/incident?serialNumber=${serial}&incidentType=DOOR_OPENED&handleState=UNTREATED`);
    await page.reload();
    await expect(rows(page).filter({ hasText: description })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: description })).toContainText("柜门打开");
  });
});

test.describe("inspection reports", () => {
  test("generate a report for an institution (generating) and download a completed one as a PDF", async ({ page, jsEnabled }) => {
    await page.goto("/operation/inspection-report/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "inspectionReports-form");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("combobox", { name: "机构" }), "此项为必填项");
    const institution = dialog.getByRole("combobox", { name: "机构" });
    const option = (await institution.locator("option").nth(1).textContent())!;
    await institution.selectOption({ label: option });
    await dialog.getByRole("combobox", { name: "巡检周期" }).selectOption("WEEKLY");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.goto(`/operation/inspection-report?sendState=GENERATING&inspectionCycle=WEEKLY&mechanism=${encodeURIComponent(option)}`);
    await expect(rows(page).first()).toContainText("生成中");
    await expect(rows(page).first().getByTestId("report-download")).toHaveCount(0);

    await page.goto("/operation/inspection-report?sendState=COMPLETED&pageNo=2");
    const href = await rows(page).first().getByTestId("report-download").getAttribute("href");
    const file = await page.request.get(href!);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 8).toString()).toBe("%PDF-1.4");
  });
});

test.describe("device inspection records", () => {
  test("show the photos taken on site and keep an edited remark", async ({ page, jsEnabled }) => {
    await page.goto("/operation/device-inspection?sendState=SUCCESS");
    await expect(page.getByTestId("deviceInspections-add")).toHaveCount(0);
    const id = await rows(page).first().getAttribute("data-row-id");
    await page.goto(`/operation/device-inspection/${id}`);
    const detail = modal(page, "deviceInspections-detail");
    await expect(detail.getByRole("heading", { name: "现场照片" })).toBeVisible();
    const images = detail.locator("img");
    for (const src of await images.evaluateAll((all) => all.map((img) => img.getAttribute("src")))) {
      const response = await page.request.get(src!);
      expect(response.headers()["content-type"]).toBe("image/svg+xml");
    }
    await page.goto(`/operation/device-inspection/${id}/edit?sendState=SUCCESS`);
    await waitForHydration(page, jsEnabled);
    const remark = uniqueName("复查电池");
    const form = modal(page, "deviceInspections-form");
    await form.getByRole("textbox", { name: "备注" }).fill(remark);
    await form.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await page.goto(`/operation/device-inspection/${id}`);
    await expect(modal(page, "deviceInspections-detail")).toContainText(remark);
  });
});

test.describe("operation records for a role without them", () => {
  test.use({ account: "user" });

  test("answer 403, also to a hand-made handle", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    for (const path of ["/operation/repair", "/operation/incident", "/operation/inspection-report", "/operation/device-inspection"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
    }
    const post = await page.request.post("/operation/repair/1/handle", { form: { handleContent: "x" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
  });
});

test.describe("export of any list", () => {
  test("a filtered voice-record list downloads as CSV and as Excel, only its rows, in the table's words", async ({ page, jsEnabled }) => {
    await page.goto("/message/voice?sendState=FAIL&sortField=id&sortOrder=ascend");
    const totalText = await page.getByTestId("pager-range").innerText();
    const total = Number(totalText.replace(/,/g, "").match(/共\s*(\d+)\s*条/)![1]);
    expect(total).toBeGreaterThan(10);
    await waitForHydration(page, jsEnabled);
    const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.getByTestId("vmsRecords-export-csv").click()]);
    const csv = (await (await import("node:fs/promises")).readFile((await csvDownload.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("编号,手机号,被叫号码,模板编码,语音内容,发送状态,发送时间,呼叫时间");
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.includes(",失败,"))).toBe(true);
    const ids = lines.slice(1).map((line) => Number(line.split(",")[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const [xlsxDownload] = await Promise.all([page.waitForEvent("download"), page.getByTestId("vmsRecords-export-xlsx").click()]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await (await import("node:fs/promises")).readFile((await xlsxDownload.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
  });
});

test.describe("export for a role without it", () => {
  test.use({ account: "user" });

  test("shows no export link and answers 403", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    await page.goto("/message/voice");
    await expect(page.getByTestId("vmsRecords-export-csv")).toHaveCount(0);
    expect((await page.request.get("/message/voice/export?format=csv")).status()).toBe(403);
  });
});
