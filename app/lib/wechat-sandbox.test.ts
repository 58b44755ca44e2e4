import { describe, expect, it } from "vitest";
import { freshSandboxOpenId, sandboxWeChatCode, sandboxWeChatUserOf } from "./wechat-sandbox";

describe("the sandbox's simulated WeChat codes", () => {
  it("name a known user, a fresh one, or nobody", () => {
    expect(sandboxWeChatUserOf(sandboxWeChatCode("o-sandbox-admin"))).toEqual({ openId: "o-sandbox-admin", nickname: "急救管理员" });
    const fresh = freshSandboxOpenId("A1-b2_C3");
    expect(fresh).toBe("o-sandbox-a1b2c3");
    expect(sandboxWeChatUserOf(sandboxWeChatCode(fresh))).toEqual({ openId: fresh, nickname: "微信用户a1b2c3" });
    for (const code of ["o-sandbox-admin", "sandbox-o-other", "sandbox-o-sandbox-", "sandbox-o-sandbox-UPPER", 42, null]) {
      expect(sandboxWeChatUserOf(code)).toBeNull();
    }
  });
});
