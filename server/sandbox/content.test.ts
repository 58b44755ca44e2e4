import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function call<T>(token: string, path: string, init: { method?: string; body?: unknown; lang?: string } = {}): Promise<{ status: number; body: T; total: number }> {
  const response = await t.call(`/api/v1/${path}`, { token, method: init.method, json: init.body, lang: init.lang });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, total: Number(response.headers.get("x-total-count")) };
}

type Question = { id: number; questionnaireId: number; name: string; type: string; answer: string; orderNumber: number | null };
type FieldErrors = { fieldErrors: { field: string; message: string }[] };

describe("a questionnaire's questions", () => {
  it("are seeded for every questionnaire and listed for one, in their order", async () => {
    const token = await tokenOf(t, "admin");
    const { body: questionnaires } = await call<{ id: number }[]>(token, "questionnaires?pageSize=100");
    expect(questionnaires.length).toBeGreaterThan(0);
    const id = questionnaires[0]!.id;
    const { body, total } = await call<Question[]>(token, `questionnaire-questions?questionnaireId=${id}&pageSize=100`);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(body.every((row) => row.questionnaireId === id)).toBe(true);
    expect(body.map((row) => row.orderNumber)).toEqual([...body.map((row) => row.orderNumber)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it("are added with a §4 type and an answer, refused with field errors otherwise, edited and deleted", async () => {
    const token = await tokenOf(t, "admin");
    const bad = await call<FieldErrors>(token, "questionnaire-questions", { method: "POST", body: { questionnaireId: 1, name: "", type: "NOPE" }, lang: "en-US" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((error) => error.field).sort()).toEqual(["answer", "name", "type"]);
    const orphan = await call<FieldErrors>(token, "questionnaire-questions", { method: "POST", body: { questionnaireId: 999999, name: "Q", type: "OTHER", answer: "A" } });
    expect(orphan.status).toBe(400);
    expect(orphan.body.fieldErrors[0]!.field).toBe("questionnaireId");

    const created = await call<Question>(token, "questionnaire-questions", {
      method: "POST", body: { questionnaireId: 1, name: "您家附近有 AED 吗？", type: "AED_USE", answer: "有 / 没有 / 不清楚", orderNumber: 9 },
    });
    expect(created.status).toBe(201);
    const updated = await call<Question>(token, `questionnaire-questions/${created.body.id}`, {
      method: "PUT", body: { questionnaireId: 1, name: "您单位附近有 AED 吗？", type: "AED_INSTALL", answer: "有 / 没有", orderNumber: 2 },
    });
    expect(updated.status).toBe(200);
    expect((await call<Question>(token, `questionnaire-questions/${created.body.id}`)).body).toMatchObject({ name: "您单位附近有 AED 吗？", type: "AED_INSTALL", orderNumber: 2 });
    expect((await call(token, `questionnaire-questions/${created.body.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(token, `questionnaire-questions/${created.body.id}`)).status).toBe(404);
  });

  it("go with their questionnaire", async () => {
    const token = await tokenOf(t, "admin");
    const questionnaire = await call<{ id: number }>(token, "questionnaires", { method: "POST", body: { name: "临时问卷", peopleGroup: "ALL" } });
    expect(questionnaire.status).toBe(201);
    const id = questionnaire.body.id;
    await call(token, "questionnaire-questions", { method: "POST", body: { questionnaireId: id, name: "Q1", type: "OTHER", answer: "A1" } });
    expect((await call(token, `questionnaire-questions?questionnaireId=${id}`)).total).toBe(1);
    expect((await call(token, `questionnaires/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(token, `questionnaire-questions?questionnaireId=${id}`)).total).toBe(0);
  });

  it("need the questionnaire marks", async () => {
    const token = await tokenOf(t, "user");
    expect((await call(token, "questionnaire-questions")).status).toBe(403);
  });
});
