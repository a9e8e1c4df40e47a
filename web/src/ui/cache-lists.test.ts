import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { addToList, fieldArgs, forgetField, removeFromCache } from './cache-lists';

const ITEMS = gql`
  query Items($archived: Boolean) {
    items(archived: $archived) { id name }
  }
`;
type Items = { items: { __typename: 'Item'; id: string; name: string }[] };
const item = (id: string, name = id) => ({ __typename: 'Item' as const, id, name });

/** A real Apollo cache holding the list twice: every item, and the archived ones. */
const cacheWithLists = () => {
  const cache = new InMemoryCache();
  cache.writeQuery<Items>({ query: ITEMS, data: { items: [item('a'), item('b')] } });
  cache.writeQuery<Items>({ query: ITEMS, variables: { archived: true }, data: { items: [item('z')] } });
  return cache;
};
const ids = (cache: InMemoryCache, variables: Record<string, unknown> = {}) => cache.readQuery<Items>({ query: ITEMS, variables })?.items.map((i) => i.id) ?? null;

describe('cache lists', () => {
  it('reads a field copy back to its arguments', () => {
    expect(fieldArgs('items', 'items({"archived":true})')).toEqual({ archived: true });
    expect(fieldArgs('items', 'items')).toBeNull();
    expect(fieldArgs('items', 'items(broken')).toBeNull();
  });

  it('adds a created row to every copy, at the end or the start, once', () => {
    const cache = cacheWithLists();
    addToList(cache, 'items', item('c'));
    expect(ids(cache)).toEqual(['a', 'b', 'c']);
    expect(ids(cache, { archived: true })).toEqual(['z', 'c']);
    addToList(cache, 'items', item('d'), { at: 'start' });
    addToList(cache, 'items', item('d'), { at: 'start' });
    expect(ids(cache)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('adds only to the copies `where` accepts, and normalises the row', () => {
    const cache = cacheWithLists();
    addToList(cache, 'items', item('c', 'Cee'), { where: (args) => args?.archived !== true });
    expect(ids(cache)).toEqual(['a', 'b', 'c']);
    expect(ids(cache, { archived: true })).toEqual(['z']);
    expect(cache.readFragment({ id: 'Item:c', fragment: gql`fragment C on Item { name }` })).toEqual({ __typename: 'Item', name: 'Cee' });
  });

  it('drops a removed row from every list holding it', () => {
    const cache = cacheWithLists();
    removeFromCache(cache, item('a'));
    expect(ids(cache)).toEqual(['b']);
    expect(cache.extract()['Item:a']).toBeUndefined();
  });

  it('forgets a field whole, or one copy by its arguments', () => {
    const cache = cacheWithLists();
    forgetField(cache, { fieldName: 'items', args: { archived: true } });
    expect(ids(cache, { archived: true })).toBeNull();
    expect(ids(cache)).toEqual(['a', 'b']);
    forgetField(cache, 'items');
    expect(ids(cache)).toBeNull();
    // The rows only those lists held are collected too.
    expect(cache.extract()['Item:a']).toBeUndefined();
  });
});
