import { describe, expect, it } from 'vitest';
import {
  type MenuEntry,
  type Permission,
  buildPermissionIndex,
  can,
  findMenuTrail,
  flattenMenu,
  menuForPage,
  menuMarkAt,
  validateRole,
} from './permissions';

const perm = (mark: string, ...actions: string[]): Permission => ({ mark, actionEntitySet: actions.map((a) => ({ mark: a })) });

describe('buildPermissionIndex', () => {
  it('maps marks to their action marks', () => {
    const index = buildPermissionIndex([perm('device', 'query', 'get'), perm('notification', 'search')]);
    expect(index).toEqual({ device: ['query', 'get'], notification: ['search'] });
  });
  it('merges duplicate marks and drops duplicate or empty actions', () => {
    const index = buildPermissionIndex([
      perm('device', 'query', 'query'),
      perm('device', 'edit', ''),
      { mark: 'role', actionEntitySet: null },
      { mark: 'menu' },
    ]);
    expect(index).toEqual({ device: ['query', 'edit'], role: [], menu: [] });
  });
  it('skips bad entries and prototype-reaching marks', () => {
    const index = buildPermissionIndex([
      null as unknown as Permission,
      { mark: '' } as Permission,
      { mark: 42 } as unknown as Permission,
      perm('__proto__', 'polluted'),
      perm('constructor', 'x'),
    ]);
    expect(index).toEqual({});
    expect(Object.getPrototypeOf(index)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('returns an empty index for a non-array and survives a JSON round trip', () => {
    expect(buildPermissionIndex(null as unknown as Permission[])).toEqual({});
    const index = buildPermissionIndex([perm('user', 'add')]);
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });
});

describe('can', () => {
  const index = buildPermissionIndex([perm('device', 'query', 'edit'), perm('sys.log', 'export'), perm('empty')]);

  it('is true only when the mark lists the action', () => {
    expect(can(index, 'device.query')).toBe(true);
    expect(can(index, 'device.delete')).toBe(false);
    expect(can(index, 'user.query')).toBe(false);
    expect(can(index, 'empty.query')).toBe(false);
  });
  it('splits at the last dot so marks may contain dots', () => {
    expect(can(index, 'sys.log.export')).toBe(true);
    expect(can(index, 'sys.log')).toBe(false);
  });
  it('is false for malformed checks', () => {
    for (const c of ['device', '', '.query', 'device.', '.']) expect(can(index, c), c).toBe(false);
    expect(can(index, null as unknown as string)).toBe(false);
    expect(can(null as unknown as Record<string, string[]>, 'device.query')).toBe(false);
  });
  it('with an array, is true when any is held and false when none is', () => {
    expect(can(index, ['device.delete', 'device.edit'])).toBe(true);
    expect(can(index, ['device.delete', 'user.add'])).toBe(false);
    expect(can(index, [])).toBe(false);
  });
  it('never reads prototype keys', () => {
    for (const c of ['__proto__.x', 'constructor.x', 'constructor.name', 'toString.call', 'hasOwnProperty.length', '__proto__.toString']) {
      expect(can(index, c), c).toBe(false);
    }
  });
  it('ignores marks inherited from a prototype', () => {
    const inherited = Object.create({ device: ['query'] }) as Record<string, string[]>;
    expect(inherited.device).toEqual(['query']);
    expect(can(inherited, 'device.query')).toBe(false);
  });
  it('works on an index that came back from JSON', () => {
    const revived = JSON.parse(JSON.stringify(index)) as Record<string, string[]>;
    expect(can(revived, 'device.edit')).toBe(true);
    expect(can(revived, 'constructor.x')).toBe(false);
  });
});

describe('validateRole', () => {
  const reason = 'roles must be a non-null array';
  it('accepts a role with a non-empty permissions array', () => {
    const role = { roleId: 1, mark: 'ROLE_ADMIN', permissions: [perm('device', 'query')] };
    const result = validateRole(role);
    expect(result).toEqual({ ok: true, role });
    if (result.ok) expect(result.role).toBe(role);
  });
  it('rejects missing roles and missing, null or empty permissions', () => {
    for (const r of [undefined, 'ROLE_ADMIN', [], {}, { permissions: null }, { permissions: [] }, { permissions: {} }]) {
      expect(validateRole(r), JSON.stringify(r)).toEqual({ ok: false, reason });
    }
  });
  it('tells an account without a role (awaiting approval) from a role without permissions', () => {
    expect(validateRole(null)).toEqual({ ok: false, reason: 'no role' });
  });
});

const menu: MenuEntry[] = [
  {
    mark: 'dashboard',
    path: '/dashboard',
    children: [
      { mark: 'workplace', path: '/dashboard/workplace' },
      { mark: 'monitor', path: 'monitor' }, // relative child path
    ],
  },
  {
    mark: 'message',
    path: '/message',
    children: [
      { mark: 'smsSentRecord', path: '/message/sms' },
      { mark: 'smsTemplate', path: '/message/sms-template', children: null },
    ],
  },
  { mark: 'device', path: '/device/', children: [{ mark: 'deviceList', path: '/device/list', children: [] }] },
];

const marks = (entries: MenuEntry[]) => entries.map((e) => e.mark);

describe('flattenMenu', () => {
  it('lists every entry depth-first, parents before children', () => {
    expect(marks(flattenMenu(menu))).toEqual([
      'dashboard',
      'workplace',
      'monitor',
      'message',
      'smsSentRecord',
      'smsTemplate',
      'device',
      'deviceList',
    ]);
  });
  it('handles empty and non-array input', () => {
    expect(flattenMenu([])).toEqual([]);
    expect(flattenMenu(null as unknown as MenuEntry[])).toEqual([]);
  });
});

describe('findMenuTrail', () => {
  it('follows a path prefix at a / boundary down to the deepest entry', () => {
    expect(marks(findMenuTrail(menu, '/message/sms/12'))).toEqual(['message', 'smsSentRecord']);
    expect(marks(findMenuTrail(menu, '/message/sms'))).toEqual(['message', 'smsSentRecord']);
  });
  it('does not match a prefix that is not at a / boundary', () => {
    expect(marks(findMenuTrail(menu, '/message/sms-template'))).toEqual(['message', 'smsTemplate']);
    expect(marks(findMenuTrail(menu, '/message/smsx'))).toEqual(['message']);
    expect(findMenuTrail(menu, '/messages')).toEqual([]);
  });
  it('returns the parent alone when only it matches', () => {
    expect(marks(findMenuTrail(menu, '/dashboard'))).toEqual(['dashboard']);
  });
  it('resolves relative child paths and ignores trailing slashes, query and hash', () => {
    expect(marks(findMenuTrail(menu, '/dashboard/monitor'))).toEqual(['dashboard', 'monitor']);
    expect(marks(findMenuTrail(menu, '/device/list/'))).toEqual(['device', 'deviceList']);
    expect(marks(findMenuTrail(menu, '/device?x=1#y'))).toEqual(['device']);
  });
  it('returns [] when nothing matches', () => {
    expect(findMenuTrail(menu, '/nowhere')).toEqual([]);
    expect(findMenuTrail(menu, '')).toEqual([]);
    expect(findMenuTrail([], '/dashboard')).toEqual([]);
  });
  it('prefers the most specific path even in another branch', () => {
    const overlapping: MenuEntry[] = [
      { mark: 'root', path: '/' },
      { mark: 'group', path: '', children: [{ mark: 'users', path: '/user/list' }] },
    ];
    expect(marks(findMenuTrail(overlapping, '/user/list/5'))).toEqual(['group', 'users']);
    expect(marks(findMenuTrail(overlapping, '/other'))).toEqual(['root']);
  });
});

describe('menuMarkAt', () => {
  const menu: MenuEntry[] = [
    { mark: 'device', path: '/device', children: [{ mark: 'deviceList', path: '/device/list' }] },
    { mark: 'report', path: '/report', children: [{ mark: 'weeklyReport', path: '/report/weekly/' }] },
  ];
  it('finds the entry whose path is the page, at any depth, ignoring trailing slashes and the query', () => {
    expect(menuMarkAt(menu, '/report/weekly')).toBe('weeklyReport');
    expect(menuMarkAt(menu, '/device/list/?page=2')).toBe('deviceList');
  });
  it('answers null for a path below an entry, an unknown path, the root or junk', () => {
    expect(menuMarkAt(menu, '/device/list/extra')).toBeNull();
    expect(menuMarkAt(menu, '/no/such/page')).toBeNull();
    expect(menuMarkAt(menu, '/')).toBeNull();
    expect(menuMarkAt(null as unknown as MenuEntry[], '/device')).toBeNull();
    expect(menuMarkAt([{ mark: 'x', path: 42 } as unknown as MenuEntry], '/x')).toBeNull();
  });
});
