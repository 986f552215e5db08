import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { keepingTablePreferences } from '../../src/custom/table/keepPreferencesStore';
import { preferencesKey } from '../../src/custom/table/preferences';

describe('the store at logout', () => {
  it("forgets everything but the users' table choices and the language chosen on this browser", () => {
    const store = keepingTablePreferences(memoryStore());
    store.setup();
    store.setItem(preferencesKey('admin', 'organizations'), { view: 'grid' });
    store.setItem('organizations.listParams', { page: 3 });
    store.setItem('locale', 'nl');
    store.reset();
    expect(store.getItem(preferencesKey('admin', 'organizations'))).toEqual({ view: 'grid' });
    expect(store.getItem('organizations.listParams')).toBeUndefined();
    expect(store.getItem('locale')).toBe('nl');
  });
});
