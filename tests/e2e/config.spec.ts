// System config screens (§2, §3, §5) built on the generic CRUD engine: install sites as the reference — add with
// translated field errors and typed values kept, the record still there after a reload, edit, delete.
import type { Page } from "@playwright/test";
import { CONSOLE_URL } from "./env";
import { expect, test, uniqueName, waitForHydration } from "./fixtures";
import { filters, rows } from "./support/table";
import { expectFieldError, flash, holdBack, modal } from "./support/ui";

/**
 * The add dialog opened with Mantine's modal script held back (a slow line), once the page is hydrated, and the
 * server-drawn dialog itself: modal() waits for the dialog that stays, and this one is still to be replaced.
 */
async function openWithModalHeldBack(page: Page, jsEnabled: boolean) {
  const modalScript = await holdBack(page, /\/build\/_shared\/Modal-[\w-]+\.js$/);
  await page.goto("/config/install-site/new");
  await waitForHydration(page, jsEnabled);
  return { modalScript, drawn: page.locator('.static-modal[data-testid="installSites-form"]') };
}

test.use({ account: "admin" });

test.describe("install sites", () => {
  test("add: invalid → translated errors with typed values kept → valid → listed after reload → edit → delete", async ({ page, jsEnabled }) => {
    await page.goto("/config/install-site");
    await expect(rows(page)).toHaveCount(10);
    await waitForHydration(page, jsEnabled);
    await page.getByTestId("installSites-add").click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/config/install-site/new`);
    const dialog = modal(page, "installSites-form");
    const name = dialog.getByRole("textbox", { name: "安装场所名称" });
    const code = dialog.getByRole("textbox", { name: "锚点编码" });
    const site = uniqueName("测试场所");
    await name.fill(site);
    await code.fill("锚 点");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(code, "只能输入英文字母和数字");
    await expect(name).toHaveValue(site);

    // A code the platform already knows: its own field error comes back, the form keeps both values.
    await code.fill("AK1001");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(code, "该值已存在");
    await expect(name).toHaveValue(site);

    const anker = uniqueName("AK");
    await code.fill(anker);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("新增成功");
    await page.goto(`/config/install-site?name=${encodeURIComponent(site)}`);
    await expect(filters(page).getByRole("textbox", { name: "安装场所名称" })).toHaveValue(site);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(anker);

    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "编辑" }).click();
    const edit = modal(page, "installSites-form");
    await expect(edit.getByRole("textbox", { name: "锚点编码" })).toHaveValue(anker);
    await edit.getByRole("textbox", { name: "安装场所名称" }).fill(`${site}改`);
    await edit.getByRole("button", { name: "保存" }).click();
    await expect(flash(page, "success")).toContainText("保存成功");
    await expect(page).toHaveURL(/\/config\/install-site\?name=/);
    await page.goto(`/config/install-site?name=${encodeURIComponent(`${site}改`)}`);
    await expect(rows(page)).toHaveCount(1);

    await waitForHydration(page, jsEnabled);
    await rows(page).first().getByRole("link", { name: "删除" }).click();
    await modal(page, "installSites-delete").getByRole("button", { name: "删除" }).click();
    await expect(flash(page, "success")).toContainText("删除成功");
    await expect(rows(page)).toHaveCount(0);
  });

  test("a dialog in use on a slow line stays as it is when Mantine's modal arrives; Escape still closes it", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: about the modal fetched after hydration.
    // Mantine's modal is held back, as on a slow line, while the user submits the server-drawn form.
    const { modalScript, drawn: dialog } = await openWithModalHeldBack(page, jsEnabled);
    await dialog.getByRole("textbox", { name: "锚点编码" }).fill("AKslow");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "安装场所名称" }), "此项为必填项");
    await modalScript.release();
    await page.waitForTimeout(300);
    // Nothing was remounted: the error and the typed value are still there, in the same dialog.
    await expectFieldError(dialog.getByRole("textbox", { name: "安装场所名称" }), "此项为必填项");
    await expect(dialog.getByRole("textbox", { name: "锚点编码" })).toHaveValue("AKslow");
    await expect(page.locator(".mantine-Modal-content")).toHaveCount(0);
    await dialog.getByRole("textbox", { name: "锚点编码" }).press("Escape");
    await expect(page).toHaveURL(`${CONSOLE_URL}/config/install-site`);
  });

  test("typed while the page's scripts still load: kept when the page hydrates, in the same dialog", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: about hydration.
    // The entry script (hydration) is held back until Mantine's modal, fetched as the route modules run, has
    // arrived: the user types meanwhile, as on a slow line. The modal there already must not replace the dialog.
    const entry = await holdBack(page, /\/build\/entry\.client-[\w-]+\.js$/);
    const modalArrived = page.waitForResponse(/\/build\/_shared\/Modal-[\w-]+\.js$/);
    await page.goto("/config/install-site/new", { waitUntil: "commit" });
    const dialog = modal(page, "installSites-form");
    await dialog.getByRole("textbox", { name: "锚点编码" }).fill("AKearly");
    await modalArrived;
    await entry.release();
    await waitForHydration(page, jsEnabled);
    await page.waitForTimeout(300);
    await expect(dialog.getByRole("textbox", { name: "锚点编码" })).toHaveValue("AKearly");
    await expect(page.locator(".mantine-Modal-content")).toHaveCount(0);
    // Still the working form: a missing name answers with its field error, the typed code kept.
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "安装场所名称" }), "此项为必填项");
    await expect(dialog.getByRole("textbox", { name: "锚点编码" })).toHaveValue("AKearly");
  });

  test("a field clicked into while Mantine's modal is on its way keeps the drawn dialog and its focus: the keys that follow land", { tag: "@js-only" }, async ({ page, jsEnabled }) => {
    // JavaScript only: about the swap to Mantine's modal.
    const { modalScript: modalChunk, drawn } = await openWithModalHeldBack(page, jsEnabled);
    // Hydrated, nothing done yet: the drawn dialog waits to be replaced.
    await expect(drawn).toHaveAttribute("data-awaiting-modal", "");
    const code = drawn.getByRole("textbox", { name: "锚点编码" });
    await code.click();
    await expect(drawn).not.toHaveAttribute("data-awaiting-modal");
    await modalChunk.release();
    await page.waitForTimeout(300);
    await expect(page.locator(".mantine-Modal-content")).toHaveCount(0);
    await expect(code).toBeFocused();
    await page.keyboard.type("AK-kept");
    await expect(code).toHaveValue("AK-kept");
  });

  test("in English the same rule answers in English", async ({ page, context, jsEnabled }) => {
    await context.addCookies([{ name: "app_language", value: "en-US", url: CONSOLE_URL }]);
    await page.goto("/config/install-site/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "installSites-form");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectFieldError(dialog.getByRole("textbox", { name: "Install site" }), "This field is required.");
  });
});

test.describe("install sites for a role without them", () => {
  test.use({ account: "user" });

  test("answer 403 to the list and to a hand-made add", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: server answers (403 by URL, hand-made posts) and server HTML: the same without JavaScript, checked once in no-js.
    expect((await page.goto("/config/install-site"))?.status()).toBe(403);
    const post = await page.request.post("/config/install-site/new", { form: { name: "x", ankerCode: "AK9" }, headers: { Origin: CONSOLE_URL }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
  });
});
