// Hostile cases (../shared/design/hostile-cases.md) not covered by the screen specs (the walk, walk.spec.ts, checks
// that no GET changes state, 5): fields a screen does not offer (7), uploads whose name or content lie (11), a huge
// body cut off while it streams (10) and an upstream that is down, then back (17). The outage is global to the
// sandbox and the 413 is timed: those two run alone.
import net from "node:net";
import { CONSOLE_PORT, CONSOLE_URL, SANDBOX_URL } from "./env";
import { expect, STACK_TRACE, submitLogin, test, waitForHydration } from "./fixtures";
import { rowIds, rows, table } from "./support/table";
import { expectFieldError, modal } from "./support/ui";

// Each test's faults and upstream calls are its own account's (a fresh one of admin's role): they run beside others.
test.use({ account: "admin", isolated: true });

test.describe("hostile cases", () => {
  test("hostile #7: fields a form does not offer are never forwarded upstream", { tag: "@no-js-only" }, async ({ page, sandbox }) => {
    // Without JavaScript only: hand-made posts and the upstream calls they make: the same without JavaScript, checked once in no-js.
    await page.goto("/device/firmware?sortField=id&sortOrder=ascend");
    const [target, other] = await rowIds(page);
    await sandbox.clearCalls();
    const version = `V${10 + Math.floor(Math.random() * 89)}.${Date.now() % 10_000_000}.7`;
    const edit = await page.request.post(`/device/firmware/${target}/edit`, {
      headers: { Origin: CONSOLE_URL },
      multipart: {
        version,
        description: "only these fields",
        id: String(other),
        role: "ROLE_ADMIN",
        institutionId: "9",
        relatedDeviceCount: "999",
        lastModifiedBy: "mallory",
      },
      maxRedirects: 0,
    });
    expect(edit.status(), await edit.text()).toBe(302);
    const settings = await page.request.post("/account/settings", {
      headers: { Origin: CONSOLE_URL },
      form: { name: "系统管理员", phoneNumber: "", email: "", roleName: "ROLE_SYSTEM", vipKeySerialNumber: "VIP-STOLEN", accountName: "root" },
      maxRedirects: 0,
    });
    expect(settings.status(), await settings.text()).toBe(302);

    const writes = (await sandbox.calls()).filter((call) => call.method !== "GET");
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([`PUT /api/v1/device-firmwares/${target}`, "PUT /api/v1/account/base-info"]);
    expect(writes[0]!.bodyFields!.sort()).toEqual(["description", "version"]);
    expect(writes[0]!.queryKeys).toEqual([]);
    expect(writes[1]!.bodyFields).toContain("name");
    for (const field of writes[1]!.bodyFields!) expect(["name", "phoneNumber", "email"]).toContain(field);
    // The other firmware is untouched and the edited one kept its own counts.
    await page.goto(`/device/firmware?version=${encodeURIComponent(version)}`);
    await expect(rows(page)).toHaveCount(1);
    expect(await rowIds(page)).toEqual([target]);
    await expect(table(page)).not.toContainText("mallory");
  });

  test("hostile #19: an upstream 500 while saving keeps every typed value and says what went wrong", async ({ page, sandbox, jsEnabled }) => {
    await sandbox.addFault({ path: "^/api/v1/device-firmwares$", method: "POST", status: 500, times: 1 });
    await page.goto("/device/firmware/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "firmware-form");
    const version = `V${10 + Math.floor(Math.random() * 89)}.${Date.now() % 10_000_000}.9`;
    await dialog.getByRole("textbox", { name: "版本号" }).fill(version);
    await dialog.getByRole("textbox", { name: "描述" }).fill("平台出错时不要丢掉我");
    await dialog.getByLabel("固件文件").setInputFiles({ name: "AED.jas", mimeType: "application/octet-stream", buffer: Buffer.alloc(256, 0x5a) });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toContainText("服务异常，请稍后再试");
    await expect(dialog.getByRole("textbox", { name: "版本号" })).toHaveValue(version);
    await expect(dialog.getByRole("textbox", { name: "描述" })).toHaveValue("平台出错时不要丢掉我");
    await expect(page.locator("body")).not.toContainText(STACK_TRACE);
    // Nothing half-written: the version is unknown to the list.
    await page.goto(`/device/firmware?version=${encodeURIComponent(version)}`);
    await expect(rows(page)).toHaveCount(0);
  });

  test("hostile #11: an upload whose content contradicts its extension is refused, typed values kept", async ({ page, jsEnabled }) => {
    await page.goto("/device/firmware/new");
    await waitForHydration(page, jsEnabled);
    const dialog = modal(page, "firmware-form");
    const version = dialog.getByRole("textbox", { name: "版本号" });
    await version.fill("V12.3.4");
    await dialog.getByRole("textbox", { name: "描述" }).fill("伪装成固件的网页");
    await dialog.getByLabel("固件文件").setInputFiles({
      name: "V12.3.4.jas",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("<!DOCTYPE html><html><script>alert(document.cookie)</script></html>"),
    });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectFieldError(dialog.getByLabel("固件文件"), "文件内容与文件类型不符");
    await expect(version).toHaveValue("V12.3.4");
    await expect(dialog.getByRole("textbox", { name: "描述" })).toHaveValue("伪装成固件的网页");
    await expect(page).toHaveURL(`${CONSOLE_URL}/device/firmware/new`);
  });

  test("hostile #11: file names with ../, NUL or CR/LF are refused before anything goes upstream", { tag: "@no-js-only" }, async ({ page, sandbox }) => {
    // Without JavaScript only: hand-made requests: the browser's JavaScript plays no part.
    await page.goto("/device/firmware");
    await sandbox.clearCalls();
    for (const name of ["../../etc/passwd.jas", "V1.2.3\u0000.jas", "V1.2.3\r\nX-Injected: 1.jas", "..\\..\\boot.jas"]) {
      const response = await page.request.post("/device/firmware/new", {
        headers: { Origin: CONSOLE_URL },
        multipart: { version: "V12.3.5", description: "", file: { name, mimeType: "application/octet-stream", buffer: Buffer.alloc(64, 0x5a) } },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(name)).toBe(400);
      const html = await response.text();
      expect(html).toContain("文件名不合法");
      expect(html).not.toMatch(STACK_TRACE);
    }
    expect((await sandbox.calls()).filter((call) => call.method !== "GET")).toEqual([]);
  });

  test("hostile #26: a form field name that would build a huge array or deep object is refused with a short 400", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: hand-made requests: the browser's JavaScript plays no part.
    const signedOut = await page.context().browser()!.newContext({ baseURL: CONSOLE_URL, storageState: { cookies: [], origins: [] } });
    try {
      for (const [request, path] of [[signedOut.request, "/user/login"], [signedOut.request, "/user/register"], [page.request, "/device/firmware/new"], [page.request, "/system/role/new"]] as const) {
        for (const body of ["junk[100000000]=1", "a[b][c][d][e][f][g][h][i]=1", `${"x".repeat(300)}=1`]) {
          const started = Date.now();
          const response = await request.post(path, { headers: { Origin: CONSOLE_URL, "Content-Type": "application/x-www-form-urlencoded" }, data: body, maxRedirects: 0 });
          expect(response.status(), `${path} ${body.slice(0, 20)}`).toBe(400);
          expect((await response.body()).length).toBeLessThan(300_000);
          expect(Date.now() - started).toBeLessThan(5000);
        }
      }
    } finally {
      await signedOut.close();
    }
  });

  test("hostile #27: a body that is no form, an empty POST and a non-ASCII redirect answer 400 or work, never 500", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: hand-made requests: the browser's JavaScript plays no part.
    for (const headers of [{ "Content-Type": "text/plain" }, { "Content-Type": "application/json" }, {}] as Record<string, string>[]) {
      const response = await page.request.post("/device/firmware/new", { headers: { Origin: CONSOLE_URL, ...headers }, data: headers["Content-Type"] ? "{}" : undefined, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(400);
      expect(await response.text()).not.toMatch(STACK_TRACE);
    }
    const malformed = await page.request.post("/system/role/new", { headers: { Origin: CONSOLE_URL, "Content-Type": "multipart/form-data; boundary=zz" }, data: "--zz\r\nbroken", maxRedirects: 0 });
    expect(malformed.status()).toBe(400);

    const browser = page.context().browser()!;
    const context = await browser.newContext({ baseURL: CONSOLE_URL, javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    try {
      const visitor = await context.newPage();
      await visitor.goto("/user/login?redirect=/%E8%AE%BE%E5%A4%87?q=%E5%BC%A0");
      const answer = visitor.waitForResponse((response) => response.url().includes("/user/login") && response.request().method() === "POST");
      await submitLogin(visitor, { username: "operator", password: "Aed@2026!" }, false);
      expect((await answer).status()).toBe(302);
      // Signed in, then sent on to the (unknown) page it asked for: the console's 404, not a 500.
      await expect(visitor).toHaveURL(/\/%E8%AE%BE%E5%A4%87\?q=%E5%BC%A0$/);
      await expect(visitor.getByTestId("side-menu")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("hostile #31: an upload sent as `Multipart/form-data` (capital M) still has its content checked", { tag: "@no-js-only" }, async ({ page, sandbox }) => {
    // Without JavaScript only: hand-made requests: the browser's JavaScript plays no part.
    await page.goto("/device/firmware");
    await sandbox.clearCalls();
    const boundary = "----e2eCapitalM";
    const part = (name: string, value: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/octet-stream` : ""}\r\n\r\n${value}\r\n`;
    const body = part("version", "V12.3.6") + part("description", "") + part("file", "<!DOCTYPE html><html><script>alert(1)</script></html>", "V12.3.6.jas") + `--${boundary}--\r\n`;
    for (const type of ["Multipart/form-data", "MULTIPART/FORM-DATA"]) {
      const response = await page.request.post("/device/firmware/new", { headers: { Origin: CONSOLE_URL, "Content-Type": `${type}; boundary=${boundary}` }, data: body, maxRedirects: 0 });
      expect(response.status(), type).toBe(400);
      expect(await response.text()).toContain("文件内容与文件类型不符");
    }
    expect((await sandbox.calls()).filter((call) => call.method !== "GET")).toEqual([]);
  });

  test("hostile #36: a task id posted on another device's page is refused; the task stays", { tag: "@no-js-only" }, async ({ page }) => {
    // Without JavaScript only: hand-made requests: the browser's JavaScript plays no part.
    let owner = 0;
    let task = "";
    for (let id = 1; id <= 60 && !task; id++) {
      const html = await (await page.request.get(`/device/${id}/overview`)).text();
      const match = /name="taskId" value="(\d+)"/.exec(html);
      if (match) [owner, task] = [id, match[1]!];
    }
    expect(task, "a seeded device with a task that can be cancelled").not.toBe("");
    const other = owner === 1 ? 2 : 1;
    const response = await page.request.post(`/device/${other}/overview`, {
      headers: { Origin: CONSOLE_URL },
      form: { intent: "cancel-task", taskId: task },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("该记录不属于当前设备");
    expect(await (await page.request.get(`/device/${owner}/overview`)).text()).toContain(`name="taskId" value="${task}"`);
  });
});

test.describe("hostile cases, alone", { tag: "@alone" }, () => {
  // The outage is the whole sandbox's; the 413 is timed (under a second) and streams 100 MB.
  test.use({ isolated: false, exclusive: true });

  test("hostile #10: a 100 MB body is refused with 413 while it is still being sent", { tag: "@no-js-only" }, async ({}) => {
    // Without JavaScript only: a server property, tested once.
    const total = 100 * 1024 * 1024;
    const socket = net.connect(CONSOLE_PORT, "localhost");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    // The server closes the connection once it has answered; writes after that fail, which is the point.
    socket.on("error", () => undefined);
    const started = Date.now();
    socket.write(
      `POST /device/firmware/new HTTP/1.1\r\nHost: localhost:${CONSOLE_PORT}\r\nOrigin: ${CONSOLE_URL}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${total}\r\n\r\n`,
    );
    // Stream the body in 1 MB pieces until the server answers; it must not wait for (or keep) the rest.
    const piece = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    while (!answer && sent < total && !socket.destroyed) {
      await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
      sent += piece.length;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await expect.poll(() => answer, { timeout: 5000 }).toMatch(/^HTTP\/1\.1 413 /);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
    socket.destroy();
  });
  test("hostile #17: while the platform is down pages show the catalogue text, and recover when it is back", async ({ page, sandbox }) => {
    await page.goto("/message/sms");
    await expect(rows(page).first()).toBeVisible();
    await sandbox.outage(4000);
    // The sandbox answers, then stops listening.
    await expect.poll(() => fetch(`${SANDBOX_URL}/__sandbox/public-key`).then(() => "up", () => "down"), { intervals: [25] }).toBe("down");
    const down = await page.goto("/message/sms?pageNo=2");
    expect(down?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByTestId("route-error")).toContainText("服务异常，请稍后再试");
    await expect(page.getByTestId("side-menu")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(STACK_TRACE);
    // The console process keeps serving its own pages meanwhile.
    expect((await page.request.get("/privacy.shtml")).status()).toBe(200);
    await expect
      .poll(async () => (await page.goto("/message/sms?pageNo=2"))?.status(), { timeout: 15_000, intervals: [500] })
      .toBe(200);
    await expect(rows(page)).toHaveCount(10);
  });
});
