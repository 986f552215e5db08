import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locales';
import { RESOURCES_LIST } from '../../src/resources';
import type { ResourceDescriptor } from '../../src/resources/descriptor';

/** The screens a resource has, at react-admin's paths or at the spec's own. */
const screensOf = (resource: ResourceDescriptor) => ({
  list: Boolean(resource.list),
  create: Boolean(resource.create),
  edit: Boolean(resource.edit) || Boolean(resource.routes?.some((route) => route.crumb === 'edit')),
  show: Boolean(resource.show) || Boolean(resource.routes?.some((route) => route.crumb === 'show')),
});

describe.each(RESOURCES_LIST.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  it.each(LOCALES)(
    "titles each of its screens and says what an empty list means, in %s, instead of react-admin's composed defaults",
    async (locale) => {
      const texts = await resource.messages[locale]();
      for (const [screen, present] of Object.entries(screensOf(resource))) {
        expect(Boolean(texts.page[screen as keyof typeof texts.page]), `page.${screen}`).toBe(present);
      }
      expect(texts.empty).not.toBe('');
      expect(Boolean(texts.invite), 'invite, beside the create button of an empty list').toBe(Boolean(resource.create));
    },
  );
});
