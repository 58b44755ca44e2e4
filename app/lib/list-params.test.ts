import { describe, expect, it } from 'vitest';
import { type ListParamSpec, type ListParams, activeFilterCount, lastPage, listSearch, nextSortOrder, parseListParams, tidyListQuery } from './list-params';

const spec: ListParamSpec = {
  sortFields: ['createdDate', 'name'],
  defaultSort: { field: 'createdDate', order: 'descend' },
  filters: ['name', 'status'],
};
const parse = (qs: string, s: ListParamSpec = spec) => parseListParams(new URLSearchParams(qs), s);

describe('parseListParams', () => {
  it('uses page 1, size 10 and the default sort when nothing is given', () => {
    expect(parse('')).toEqual({ pageNo: 1, pageSize: 10, sortField: 'createdDate', sortOrder: 'descend', filters: {} });
  });
  it('reads valid paging values', () => {
    const p = parse('pageNo=3&pageSize=50');
    expect(p.pageNo).toBe(3);
    expect(p.pageSize).toBe(50);
  });
  it('clamps out-of-range integers', () => {
    expect(parse('pageNo=0').pageNo).toBe(1);
    expect(parse('pageNo=-4').pageNo).toBe(1);
    expect(parse('pageNo=100001').pageNo).toBe(100000);
    expect(parse('pageNo=99999999999999999999999').pageNo).toBe(100000);
    expect(parse('pageSize=0').pageSize).toBe(10);
    expect(parse('pageSize=-5').pageSize).toBe(10);
    expect(parse('pageSize=101').pageSize).toBe(100);
    expect(parse('pageSize=60', { ...spec, maxPageSize: 50 }).pageSize).toBe(50);
  });
  it('falls back to defaults for non-integers', () => {
    for (const v of ['abc', '1e9', '2.5', '', '0x10', '1,000', 'Infinity']) {
      const p = parse(`pageNo=${encodeURIComponent(v)}&pageSize=${encodeURIComponent(v)}`);
      expect([p.pageNo, p.pageSize], v).toEqual([1, 10]);
    }
  });
  it('accepts only whitelisted sort fields with a valid order', () => {
    expect(parse('sortField=name&sortOrder=ascend')).toMatchObject({ sortField: 'name', sortOrder: 'ascend' });
    const fallback = { sortField: 'createdDate', sortOrder: 'descend' };
    expect(parse('sortField=password&sortOrder=ascend')).toMatchObject(fallback);
    expect(parse('sortField=name&sortOrder=asc')).toMatchObject(fallback);
    expect(parse('sortField=name')).toMatchObject(fallback);
    expect(parse('sortOrder=ascend')).toMatchObject(fallback);
  });
  it('leaves the sort unset when there is no default', () => {
    const p = parse('sortField=evil&sortOrder=ascend', { sortFields: ['name'], filters: [] });
    expect(p.sortField).toBeUndefined();
    expect(p.sortOrder).toBeUndefined();
    expect('sortField' in p).toBe(false);
  });
  it('keeps only declared filters, trimmed, non-empty, capped at 200 characters', () => {
    const long = '设'.repeat(250);
    const p = parse(`name=${encodeURIComponent('  AED 1  ')}&status=%20%20&other=x&serial=y&status2=z`);
    expect(p.filters).toEqual({ name: 'AED 1' });
    expect([...parse(`name=${encodeURIComponent(long)}`).filters.name].length).toBe(200);
    expect(parse(`name=${'😀'.repeat(201)}`).filters.name).toBe('😀'.repeat(200)); // no split surrogate
  });
  it('takes the first of repeated keys', () => {
    expect(parse('name=a&name=b&pageNo=2&pageNo=3')).toMatchObject({ pageNo: 2, filters: { name: 'a' } });
  });
  it('never reads or writes prototype keys', () => {
    const p = parse('__proto__=x&constructor=y&toString=z', { sortFields: [], filters: ['toString', '__proto__'] });
    expect(Object.keys(p.filters).sort()).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(p.filters)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(parse('constructor=y').filters).toEqual({});
  });
  it('ignores filters that collide with paging names', () => {
    const p = parse('pageNo=2', { sortFields: [], filters: ['pageNo'] });
    expect(p.filters).toEqual({});
    expect(p.pageNo).toBe(2);
  });
});

describe('listSearch', () => {
  const base: ListParams = { pageNo: 1, pageSize: 10, filters: {} };
  it('is "?" when everything is default', () => {
    expect(listSearch(base)).toBe('?');
  });
  it('orders filters, sortField, sortOrder, pageSize, pageNo', () => {
    const params: ListParams = { pageNo: 3, pageSize: 20, sortField: 'name', sortOrder: 'ascend', filters: { name: 'a b', status: 'on' } };
    expect(listSearch(params)).toBe('?name=a+b&status=on&sortField=name&sortOrder=ascend&pageSize=20&pageNo=3');
  });
  it('omits empty filters and default paging', () => {
    expect(listSearch({ ...base, filters: { name: '', status: '  ', x: 'y' } })).toBe('?x=y');
  });
  it('applies overrides, and an undefined sort override clears the sort', () => {
    const params: ListParams = { pageNo: 4, pageSize: 10, sortField: 'name', sortOrder: 'descend', filters: { name: 'x' } };
    expect(listSearch(params, { pageNo: 5 })).toBe('?name=x&sortField=name&sortOrder=descend&pageNo=5');
    expect(listSearch(params, { pageNo: 1 })).toBe('?name=x&sortField=name&sortOrder=descend');
    expect(listSearch(params, { sortField: undefined, sortOrder: undefined })).toBe('?name=x&pageNo=4');
    expect(listSearch(params, { pageSize: 50 })).toBe('?name=x&sortField=name&sortOrder=descend&pageSize=50&pageNo=4');
  });
  it('round-trips through parseListParams', () => {
    const params = parse('status=on&name=x&sortField=name&sortOrder=ascend&pageSize=20&pageNo=2');
    expect(listSearch(params)).toBe('?name=x&status=on&sortField=name&sortOrder=ascend&pageSize=20&pageNo=2');
    expect(parse(listSearch(params).slice(1))).toEqual(params);
  });
});

describe('nextSortOrder', () => {
  const at = (sortField?: string, sortOrder?: 'ascend' | 'descend'): ListParams => ({ pageNo: 1, pageSize: 10, sortField, sortOrder, filters: {} });
  it('cycles ascend → descend → none on the same field', () => {
    expect(nextSortOrder(at(), 'name')).toEqual({ sortField: 'name', sortOrder: 'ascend' });
    expect(nextSortOrder(at('name', 'ascend'), 'name')).toEqual({ sortField: 'name', sortOrder: 'descend' });
    const none = nextSortOrder(at('name', 'descend'), 'name');
    expect(none).toEqual({ sortField: undefined, sortOrder: undefined });
    expect('sortField' in none).toBe(true); // explicit, so listSearch clears it
  });
  it('starts at ascend when switching fields', () => {
    expect(nextSortOrder(at('createdDate', 'descend'), 'name')).toEqual({ sortField: 'name', sortOrder: 'ascend' });
  });
});

describe('lastPage', () => {
  it('is the ceiling of total / pageSize, at least 1', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(1, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    expect(lastPage(500, 20)).toBe(25);
  });
  it('is 1 for invalid input', () => {
    expect(lastPage(-5, 10)).toBe(1);
    expect(lastPage(Number.NaN, 10)).toBe(1);
    expect(lastPage(100, 0)).toBe(1);
    expect(lastPage(100, -10)).toBe(1);
    expect(lastPage(100, Number.NaN)).toBe(1);
  });
});

describe('nextSortOrder on the default sort field', () => {
  it('flips between the two orders instead of falling back to the default', () => {
    const spec = { sortFields: ['sendTime', 'id'], defaultSort: { field: 'sendTime', order: 'descend' as const }, filters: [] };
    const initial = parseListParams(new URLSearchParams(''), spec);
    expect(initial).toMatchObject({ sortField: 'sendTime', sortOrder: 'descend' });
    const first = nextSortOrder(initial, 'sendTime', spec.defaultSort);
    expect(first).toEqual({ sortField: 'sendTime', sortOrder: 'ascend' });
    const clicked = parseListParams(new URLSearchParams(listSearch(initial, first)), spec);
    expect(nextSortOrder(clicked, 'sendTime', spec.defaultSort)).toEqual({ sortField: 'sendTime', sortOrder: 'descend' });
    // Other columns still go ascend → descend → none.
    const byId = { ...initial, sortField: 'id', sortOrder: 'descend' as const };
    expect(nextSortOrder(byId, 'id', spec.defaultSort)).toEqual({ sortField: undefined, sortOrder: undefined });
  });
});

describe('tidy list URLs', () => {
  const spec = { sortFields: ['sendTime', 'id'], defaultSort: { field: 'sendTime', order: 'descend' as const }, filters: ['phoneNumber', 'sendState'] };

  it('drops empty list fields and a spelled-out default sort, keeping everything else', () => {
    const tidy = tidyListQuery(new URLSearchParams('phoneNumber=&sendState=FAIL&sortField=sendTime&sortOrder=descend&pageNo=2&settings=open&other='), spec);
    expect(tidy?.toString()).toBe('sendState=FAIL&pageNo=2&settings=open&other=');
  });

  it('leaves a tidy query alone', () => {
    expect(tidyListQuery(new URLSearchParams('sendState=FAIL&sortField=id&sortOrder=ascend'), spec)).toBeNull();
    expect(tidyListQuery(new URLSearchParams(''), spec)).toBeNull();
  });

  it('omits the default sort from links', () => {
    const params = parseListParams(new URLSearchParams('sendState=FAIL'), spec);
    expect(listSearch(params, { pageNo: 2 }, spec.defaultSort)).toBe('?sendState=FAIL&pageNo=2');
    expect(listSearch(params, { sortField: 'id', sortOrder: 'ascend' }, spec.defaultSort)).toBe('?sendState=FAIL&sortField=id&sortOrder=ascend');
  });
});

describe('activeFilterCount', () => {
  const filters = [
    { name: 'phoneNumber', kind: 'text' },
    { name: 'sendState', kind: 'select' },
    { name: 'sendTimeStart', endName: 'sendTimeEnd', kind: 'datetime-range' },
    { name: 'deviceId', kind: 'hidden' },
  ];
  it('is 0 when nothing is set, and blank values do not count', () => {
    expect(activeFilterCount(filters, {})).toBe(0);
    expect(activeFilterCount(filters, { phoneNumber: '  ' })).toBe(0);
  });
  it('counts each set field once, a range once whichever of its ends is set', () => {
    expect(activeFilterCount(filters, { phoneNumber: '138', sendState: 'FAIL' })).toBe(2);
    expect(activeFilterCount(filters, { sendTimeEnd: '2026-01-01T00:00:00' })).toBe(1);
    expect(activeFilterCount(filters, { sendTimeStart: '2026-01-01T00:00:00', sendTimeEnd: '2026-02-01T00:00:00' })).toBe(1);
  });
  it('leaves out hidden filters (context a link carried) and values of no declared filter', () => {
    expect(activeFilterCount(filters, { deviceId: '7', pageNo: '2' })).toBe(0);
  });
});
