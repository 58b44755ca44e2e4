import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function call<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T; total: number }> {
  const response = await t.call(`/api/v1/${path}`, { token, method: init.method, json: init.body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, total: Number(response.headers.get("x-total-count")) };
}

type Points = { rewardPoints: number; runningTotal: number; event: string; createdDate: string };

describe("a volunteer's records", () => {
  it("reward points run to the volunteer's balance, spending included", async () => {
    const token = await tokenOf(t, "admin");
    const { body: spenders } = await call<{ volunteerId: number }[]>(token, "reward-points-records?event=CONSUME&pageSize=1");
    const volunteerId = spenders[0]!.volunteerId;
    const { body: records, total } = await call<Points[]>(token, `reward-points-records?volunteerId=${volunteerId}&pageSize=100&sortField=createdDate&sortOrder=ascend`);
    expect(total).toBe(records.length);
    expect(records.some((record) => record.rewardPoints < 0)).toBe(true);
    let balance = 0;
    for (const record of records) {
      balance += record.rewardPoints;
      expect(record.runningTotal).toBe(balance);
    }
    const { body: volunteer } = await call<{ rewardPoints: number }>(token, `volunteers/${volunteerId}`);
    expect(volunteer.rewardPoints).toBe(balance);
  });

  it("honors are added with a past date only, listed for their volunteer, and deleted", async () => {
    const token = await tokenOf(t, "admin");
    const future = await call<{ fieldErrors: { field: string; message: string }[] }>(token, "volunteer-honor-infos", {
      method: "POST", body: { volunteerId: 3, honorContent: "测试表彰", obtainedDate: "2099-01-01" },
    });
    expect(future.status).toBe(400);
    expect(future.body.fieldErrors).toEqual([{ field: "obtainedDate", message: "不能晚于今天" }]);
    const created = await call<{ id: number }>(token, "volunteer-honor-infos", { method: "POST", body: { volunteerId: 3, honorContent: "测试表彰", obtainedDate: "2026-01-05" } });
    expect(created.status).toBe(201);
    const listed = await call<{ id: number; honorContent: string }[]>(token, "volunteer-honor-infos?volunteerId=3&pageSize=100");
    expect(listed.body.map((row) => row.honorContent)).toContain("测试表彰");
    expect((await call(token, `volunteer-honor-infos/${created.body.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(token, `volunteer-honor-infos/${created.body.id}`)).status).toBe(404);
  });

  it("help responses are the volunteer's own answers with the call's time and place; an unknown volunteer is 404", async () => {
    const token = await tokenOf(t, "admin");
    const { body: volunteers } = await call<{ id: number }[]>(token, `volunteers?pageSize=100`);
    let found = 0;
    for (const volunteer of volunteers) {
      const { body, total } = await call<{ helpSeekedVolunteerResponseType: string; callForHelpTime: string; address: string }[]>(token, `volunteers/${volunteer.id}/help-responses`);
      if (!total) continue;
      found += 1;
      expect(["ACCEPTED", "REFUSED", "UNHANDLED"]).toContain(body[0]!.helpSeekedVolunteerResponseType);
      expect(body[0]!.callForHelpTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(body[0]!.address).toBeTruthy();
    }
    expect(found).toBeGreaterThan(0);
    expect((await call(token, "volunteers/999999/help-responses")).status).toBe(404);
  });

  it("exam and learning records carry their type, score and studied title", async () => {
    const token = await tokenOf(t, "admin");
    const exams = await call<{ examType: string; score: number }[]>(token, "volunteer-exam-records?examType=PAPER&pageSize=5");
    expect(exams.total).toBeGreaterThan(0);
    expect(exams.body.every((row) => row.examType === "PAPER" && row.score >= 0 && row.score <= 100)).toBe(true);
    const learning = await call<{ studyType: string; title: string }[]>(token, "volunteer-learning-records?studyType=OFFLINE&pageSize=5");
    expect(learning.total).toBeGreaterThan(0);
    expect(learning.body.every((row) => row.studyType === "OFFLINE" && row.title)).toBe(true);
  });
});
