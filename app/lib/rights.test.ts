import { describe, expect, it } from "vitest";
import { accountChangeRefusal, grantsLacked, grantsOfIndex, roleRefusal, type Rights } from "./rights";

const admin: Rights = { role: "ROLE_ADMIN", grants: ["user.add"] };
const vip: Rights = { role: "ROLE_VIP", grants: ["user.add", "user.edit", "role.edit", "contract.delete"] };
const limited: Rights = { role: "ROLE_SECTEST", grants: ["workplace.query", "user.add", "user.edit", "user.query", "user.get"] };
const reader: Rights = { role: "ROLE_USER", grants: ["workplace.query", "user.query"] };
const pending: Rights = { role: null, grants: [] };

describe("roleRefusal (hostile #38)", () => {
  it("lets an actor give a role whose grants it all holds, its own included", () => {
    expect(roleRefusal(limited, reader)).toBeNull();
    expect(roleRefusal(limited, limited)).toBeNull();
    expect(roleRefusal(limited, { role: "ROLE_EMPTY", grants: [] })).toBeNull();
    expect(roleRefusal(limited, pending)).toBeNull();
  });

  it("refuses a role holding one grant the actor lacks", () => {
    expect(roleRefusal(limited, vip)).toBe("beyondRights");
    expect(roleRefusal(reader, limited)).toBe("beyondRights");
  });

  it("leaves the administrator's role to administrators, whatever the actor holds", () => {
    expect(roleRefusal(limited, admin)).toBe("adminOnly");
    expect(roleRefusal({ ...vip, grants: [...vip.grants!, ...admin.grants!] }, admin)).toBe("adminOnly");
    expect(roleRefusal(admin, admin)).toBeNull();
  });

  it("an administrator gives any role, even one holding grants it was never given", () => {
    expect(roleRefusal(admin, vip)).toBeNull();
    expect(roleRefusal(admin, { role: "ROLE_X", grants: null })).toBeNull();
  });

  it("a role whose grants are not known is left to administrators", () => {
    expect(roleRefusal(vip, { role: "ROLE_X", grants: null })).toBe("beyondRights");
  });
});

describe("accountChangeRefusal (hostile #38, #39)", () => {
  const target = (rights: Rights, self = false) => ({ ...rights, self });

  it("refuses touching an account that holds more than the actor", () => {
    expect(accountChangeRefusal(limited, target(admin))).toBe("adminOnly");
    expect(accountChangeRefusal(limited, target(vip))).toBe("beyondRights");
    expect(accountChangeRefusal(vip, target(admin))).toBe("adminOnly");
  });

  it("allows an account within the actor's rights, and giving it a role within them", () => {
    expect(accountChangeRefusal(limited, target(reader))).toBeNull();
    expect(accountChangeRefusal(limited, target(reader), limited)).toBeNull();
    expect(accountChangeRefusal(limited, target(pending), reader)).toBeNull();
  });

  it("refuses giving a role beyond the actor", () => {
    expect(accountChangeRefusal(limited, target(reader), admin)).toBe("adminOnly");
    expect(accountChangeRefusal(limited, target(pending), vip)).toBe("beyondRights");
  });

  it("nobody changes their own role; keeping it is no change", () => {
    expect(accountChangeRefusal(limited, target(limited, true), admin)).toBe("ownRole");
    expect(accountChangeRefusal(limited, target(limited, true), reader)).toBe("ownRole");
    expect(accountChangeRefusal(admin, target(admin, true), reader)).toBe("ownRole");
    expect(accountChangeRefusal(limited, target(limited, true), limited)).toBeNull();
    expect(accountChangeRefusal(limited, target(limited, true))).toBeNull();
  });
});

describe("grantsLacked", () => {
  it("lists what the actor does not hold, once each, in order", () => {
    expect(grantsLacked(limited, ["user.add", "role.edit", "contract.delete", "role.edit"])).toEqual(["role.edit", "contract.delete"]);
    expect(grantsLacked(limited, ["user.add"])).toEqual([]);
    expect(grantsLacked({ role: "ROLE_X", grants: null }, ["user.add"])).toEqual(["user.add"]);
  });

  it("an administrator lacks nothing", () => {
    expect(grantsLacked(admin, ["anything.at", "all.x"])).toEqual([]);
  });
});

describe("grantsOfIndex", () => {
  it("spells a permission index as mark.action grants", () => {
    expect(grantsOfIndex({ user: ["add", "edit"], workplace: ["query"] })).toEqual(["user.add", "user.edit", "workplace.query"]);
    expect(grantsOfIndex({})).toEqual([]);
  });
});
