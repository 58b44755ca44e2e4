// Volunteer certificate review (§4, §5): PROCESSING moves to PASS or REJECT through the pass and reject modals, or in
// bulk. Tests running at the same time must never pick the same certificate, so each (project, test) owns the
// PROCESSING certificates whose id falls in its own residue class.
import type { Page, TestInfo } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, waitForHydration } from "./fixtures";
import { columnTexts, columnValues, filters, row, rowIds, rows } from "./support/table";
import { expectFieldError, flash, modal } from "./support/ui";

test.use({ account: "admin" });

const SLOTS = ["reject", "pass", "bulk"] as const;
const SLOT_COUNT = SLOTS.length * 2;

function slotOf(testInfo: TestInfo, slot: (typeof SLOTS)[number]): number {
  return (testInfo.project.name === "js" ? 0 : SLOTS.length) + SLOTS.indexOf(slot);
}

const PENDING_BY_ID = "/volunteer/certificate?auditState=PROCESSING&sortField=id&sortOrder=ascend&pageSize=100";

/** `count` pending certificates this test owns: ids and certificate numbers. */
async function pendingOwned(page: Page, slot: number, count: number): Promise<{ id: string; number: string }[]> {
  await page.goto(PENDING_BY_ID);
  const ids = await rowIds(page);
  const numbers = await columnTexts(page, "证书编号");
  const owned = ids.map((id, i) => ({ id, number: numbers[i]! })).filter(({ id }) => Number(id) % SLOT_COUNT === slot);
  expect(owned.length, "pending certificates left for this test").toBeGreaterThanOrEqual(count);
  return owned.slice(0, count);
}

/** The audit state of one certificate, found through the list's certificate-number filter. */
async function auditStateOf(page: Page, certificateNumber: string): Promise<{ value: string; text: string }> {
  await page.goto(`/volunteer/certificate?certificateNumber=${encodeURIComponent(certificateNumber)}`);
  await expect(rows(page)).toHaveCount(1);
  return { value: (await columnValues(page, "审核状态"))[0]!, text: (await columnTexts(page, "审核状态"))[0]! };
}

test.describe("volunteer certificates", () => {
  test("the state filter shows pending certificates only, each with pass and reject", async ({ page, jsEnabled }) => {
    await page.goto("/volunteer/certificate");
    await waitForHydration(page, jsEnabled);
    await filters(page).getByRole("combobox", { name: "审核状态" }).selectOption({ label: "待审核" });
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(/[?&]auditState=PROCESSING(&|$)/);
    // With JavaScript the URL can change a moment before React renders the new rows.
    await expect.poll(() => columnValues(page, "审核状态")).toEqual(Array(10).fill("PROCESSING"));
    expect(new Set(await columnTexts(page, "审核状态"))).toEqual(new Set(["待审核"]));
    for (const r of await rows(page).all()) {
      await expect(r.getByRole("link", { name: "通过" })).toBeVisible();
      await expect(r.getByRole("link", { name: "驳回" })).toBeVisible();
    }
  });

  test("reject needs a reason, then the certificate reads REJECT", async ({ page, jsEnabled }, testInfo) => {
    const [target] = await pendingOwned(page, slotOf(testInfo, "reject"), 1);
    await waitForHydration(page, jsEnabled);
    await row(page, target!.id).getByRole("link", { name: "驳回" }).click();
    await expect(page).toHaveURL(new RegExp(`/volunteer/certificate/${target!.id}/reject\\?`));
    const dialog = modal(page, "certificate-reject");
    await expect(dialog).toContainText(`驳回证书 ${target!.number}`);

    const reason = dialog.getByRole("textbox", { name: "驳回原因" });
    await dialog.getByRole("button", { name: "驳回" }).click();
    await expectFieldError(reason, "请输入驳回原因");

    await reason.fill("证书照片不清晰（端到端测试）");
    await dialog.getByRole("button", { name: "驳回" }).click();
    await expect(flash(page, "success")).toContainText("已驳回");
    await expect(page.getByTestId("certificate-reject")).toHaveCount(0);
    // Back on the pending list it came from, without the rejected certificate.
    await expect(page).toHaveURL(`${CONSOLE_URL}${PENDING_BY_ID}`);
    await expect(row(page, target!.id)).toHaveCount(0);

    // Found again by its number through the filter form.
    await page.goto("/volunteer/certificate");
    await waitForHydration(page, jsEnabled);
    await filters(page).getByRole("textbox", { name: "证书编号" }).fill(target!.number);
    await filters(page).getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(new RegExp(`certificateNumber=${target!.number}`));
    await expect(rows(page)).toHaveCount(1);
    expect(await columnValues(page, "审核状态")).toEqual(["REJECT"]);
    expect(await columnTexts(page, "审核状态")).toEqual(["已驳回"]);
    await expect(rows(page).first().getByRole("link", { name: "驳回" })).toHaveCount(0);
  });

  test("pass moves a pending certificate to PASS", async ({ page, jsEnabled }, testInfo) => {
    const [target] = await pendingOwned(page, slotOf(testInfo, "pass"), 1);
    await waitForHydration(page, jsEnabled);
    await row(page, target!.id).getByRole("link", { name: "通过" }).click();
    const dialog = modal(page, "certificate-pass");
    await expect(dialog).toContainText(`通过证书 ${target!.number}`);
    await expect(dialog).toContainText("确认该证书信息真实有效并通过审核吗？");
    await dialog.getByRole("button", { name: "通过" }).click();
    await expect(flash(page, "success")).toContainText("已通过审核");
    await expect(page.getByTestId("certificate-pass")).toHaveCount(0);
    await expect(row(page, target!.id)).toHaveCount(0);

    expect(await auditStateOf(page, target!.number)).toEqual({ value: "PASS", text: "已通过" });

    // Opening pass or reject again (a stale link, the back button) says it is decided, with no form to post.
    for (const decision of ["pass", "reject"]) {
      await page.goto(`/volunteer/certificate/${target!.id}/${decision}`);
      const decided = modal(page, `certificate-${decision}`);
      await expect(decided.getByTestId("certificate-decided")).toContainText("该证书已审核，当前状态：已通过");
      await expect(decided.getByRole("button", { name: decision === "pass" ? "通过" : "驳回" })).toHaveCount(0);
    }
  });

  test("bulk pass needs a selection, then passes every checked certificate", async ({ page, jsEnabled }, testInfo) => {
    const targets = await pendingOwned(page, slotOf(testInfo, "bulk"), 2);
    await waitForHydration(page, jsEnabled);
    const bulk = page.getByTestId("bulk-pass");

    await bulk.click();
    await expect(page.getByTestId("bulk-error")).toHaveText("至少选择一行");
    for (const { id } of targets) await expect(row(page, id)).toBeVisible();

    await waitForHydration(page, jsEnabled);
    for (const { id } of targets) await page.getByRole("checkbox", { name: `选择此行 ${id}`, exact: true }).check();
    await page.getByTestId("bulk-pass").click();
    await expect(flash(page, "success")).toContainText("已通过 2 项，跳过 0 项（非待审核）");
    await expect(page.getByTestId("bulk-error")).toHaveCount(0);
    for (const { id } of targets) await expect(row(page, id)).toHaveCount(0);

    for (const { number } of targets) expect(await auditStateOf(page, number)).toEqual({ value: "PASS", text: "已通过" });
  });
});
