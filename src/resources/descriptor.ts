import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Feature } from '../../common/features';
import type { Locale } from '../../common/locales';
import type { MenuFolderKey } from '../custom/layout/menuFolders';
import type { ApiCall } from '../dataProvider/call';
import type { FormFieldSources } from '../dataProvider/formErrors';
import type { ExtraCalls, ResourceCalls } from '../dataProvider/resourceCalls';

/** A screen, loaded with its area's chunk the first time it is shown. */
export type Screen = ComponentType;

/** What react-admin asks `canAccess` about a resource. */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/**
 * Everything the portal knows of a resource, in its folder (`src/resources/<name>/index.ts`).
 * App.tsx, the side menu, the breadcrumb, the rights home, the data provider, the messages and
 * `canAccess` all read it from the one list in `src/resources/index.ts`.
 */
export type ResourceDescriptor = {
  /** react-admin's name for it, which is also its route (spec section 2). */
  name: string;
  /** The screens at react-admin's paths: /{name}, /{name}/create, /{name}/{id}, /{name}/{id}/show. */
  list?: Screen;
  create?: Screen;
  edit?: Screen;
  show?: Screen;
  /**
   * Screens at the spec's own paths under /{name} (e.g. `:id/edit`), and the breadcrumb step
   * each one is: react-admin's `ra.action.<crumb>`, or a page of its own by its message key.
   */
  routes?: readonly { path: string; screen: Screen; crumb: 'show' | 'edit' | `resources.${string}` }[];
  icon: SvgIconComponent;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /**
   * Its place in the side menu: inside a folder or at the top level, by order. The folder's page
   * (or home, at the top level) is also the list's parent in the breadcrumb.
   */
  menu?: { folder?: MenuFolderKey; order: number };
  /**
   * More side-menu entries onto the list with filters preset ('Employees not validated'), beside
   * the list's own entry and shown with it.
   */
  menuLinks?: readonly { key: string; labelKey: string; order: number; filter: Record<string, unknown> }[];
  /**
   * The features that open each action, any one of them sufficing; an action not named is
   * refused. The server checks the same features on every call; this only keeps the screens
   * from offering what it would refuse.
   */
  access: Partial<Record<ResourceAction, readonly Feature[]>>;
  /** react-admin's methods onto the spec's calls, made by their declarations (common/api/). */
  calls: (call: ApiCall) => ResourceCalls;
  /** The resource's other calls, as custom data provider methods (names unique across resources). */
  extraCalls?: (call: ApiCall) => ExtraCalls;
  /** Its texts under `resources.<name>`, in every language, each loaded with its language (see `ResourceTexts`). */
  messages: ResourceMessages;
  /**
   * Its part of the home page, from its `HomeCards.tsx` apart from its screens (imported eagerly: a part
   * still loading when the user clicked away left the next page loading for good):
   * quick links in the welcome card, count cards below it. Each hides itself without its feature.
   * The areas show in `order`, links and counts alike.
   */
  home?: { order: number; links?: Screen; counts?: Screen };
  /** Pages outside the admin layout and without a session (a link in an email), at their own absolute path. */
  publicRoutes?: readonly { path: `/${string}`; screen: Screen }[];
  /** Panels of the user's profile page (/admin/account), below the shell's own; each hides itself without its feature. */
  accountPanels?: readonly Screen[];
  /**
   * The server's field error codes this area adds (`error.fields[field] = code`), onto the message
   * key a form shows under the field; the shell's generic codes are in `dataProvider/httpClient.ts`.
   */
  fieldMessages?: Readonly<Record<string, string>>;
  /**
   * The server's body fields its forms edit under another source (`{ employeeIds: 'employees' }`),
   * per write, so that a refused save's field errors show under their inputs.
   */
  fieldSources?: FormFieldSources;
};

/**
 * What react-admin reads of a resource's texts, so that no screen shows its composed defaults
 * ("Créer Règle d'accès", "Pas encore de Groupe d'utilisateurs."): the name (singular |||| plural),
 * each screen's title (`page.edit` and `page.show` may use `%{recordRepresentation}`), and the
 * empty list's sentence and, when the resource has a create screen, its invitation. A screen the
 * resource has needs its title; tests/unit/resourceTexts.test.ts holds every resource to it.
 */
export type ResourceTexts = {
  name: string;
  page: { list: string; create?: string; edit?: string; show?: string };
  empty: string;
  invite?: string;
};

/**
 * A resource's texts per language, each loaded when its language is first shown: Vite puts every
 * `messages/<locale>.ts` of a language in that language's one chunk (vite.config.ts).
 */
export type ResourceMessages<T extends ResourceTexts = ResourceTexts> = Record<Locale, () => Promise<T>>;

/**
 * The screens of one area as one chunk, loaded the first time one of them is shown:
 * `const screen = lazyScreens(() => import('./screens'));` then `list: screen('OrganizationList')`.
 * Once the chunk is in, its other screens render at once, without suspending again (React.lazy
 * alone suspends on each screen's first render, and the page lags a click behind).
 */
export const lazyScreens = <M extends Record<string, unknown>>(load: () => Promise<M>) => {
  let loaded: M | undefined;
  const loadOnce = async () => (loaded ??= await load());
  return (name: keyof M & string): Screen => {
    const Lazy = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType }));
    const LazyScreen = () => createElement((loaded?.[name] as ComponentType | undefined) ?? Lazy);
    LazyScreen.displayName = name;
    return LazyScreen;
  };
};
