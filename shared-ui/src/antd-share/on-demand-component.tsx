import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** A static whose value exists once the component has loaded (`Upload.LIST_IGNORE`, made at load). */
export const AFTER_LOAD = Symbol('the static as the loaded component has it');

type OnDemandStatic = OnDemandStatics | string | number | boolean | typeof AFTER_LOAD;

/**
 * The statics of an antd component kept on demand: a nested object for a static that is itself a
 * component (`List.Item`, `List.Item.Meta`); a value for a constant known without loading the
 * component: `TreeSelect.SHOW_PARENT`, or the marks by which a parent tells its children apart
 * (`Breadcrumb.Item.__ANT_BREADCRUMB_ITEM`); or AFTER_LOAD.
 */
export interface OnDemandStatics {
  readonly [name: string]: OnDemandStatic;
}

type Resolve = () => Promise<unknown>;
type Props = Record<string, unknown>;

/**
 * A component whose code loads on its first render: it draws nothing until then (its own Suspense
 * boundary, so a view that uses it needs none), then the real component with the same props and
 * ref. The real component comes from the build that made this one, so it sees that build's
 * ConfigProvider and theme like every other antd component of the page.
 */
export function onDemandComponent<Component>(
  name: string,
  load: () => Promise<{ default: Component }>,
  statics: OnDemandStatics = {},
): Component {
  return componentOf(name, async () => (await load()).default, statics) as Component;
}

function componentOf(name: string, resolve: Resolve, statics: OnDemandStatics): ComponentType<Props> {
  let loaded: Record<string, unknown> | undefined;
  const resolveAndKeep = async () => {
    const component = await resolve();
    loaded = component as Record<string, unknown>;
    return component;
  };
  const Loaded = lazy(async () => ({ default: (await resolveAndKeep()) as ComponentType<Props> }));
  const OnDemand = (props: Props): ReactElement => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  OnDemand.displayName = name;
  const staticOf = async (key: string) => ((await resolveAndKeep()) as Record<string, unknown>)[key];
  for (const [key, spec] of Object.entries(statics)) {
    if (spec === AFTER_LOAD) {
      Object.defineProperty(OnDemand, key, { enumerable: true, get: () => loaded?.[key] });
    } else {
      Object.assign(OnDemand, {
        [key]: typeof spec === 'object' ? componentOf(`${name}.${key}`, () => staticOf(key), spec) : spec,
      });
    }
  }
  return OnDemand;
}
