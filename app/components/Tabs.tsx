import { Link } from "@remix-run/react";

export interface Tab<T extends string> {
  id: T;
  label: string;
}

/**
 * Tabs that are links (`?tab=id`): each tab has an address, works without JavaScript and keeps
 * the browser's back button. The current one is marked for screen readers with aria-current.
 */
export function TabLinks<T extends string>({
  label,
  tabs,
  current,
  basePath,
}: {
  label: string;
  tabs: readonly Tab<T>[];
  current: T;
  basePath: string;
}) {
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={`${basePath}?tab=${tab.id}`}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${
                  active
                    ? "border-indigo-700 text-indigo-800"
                    : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The tab the query asks for, or the first one for a missing or unknown value. */
export function parseTab<T extends string>(tabs: readonly Tab<T>[], value: string | null): T {
  return tabs.find((tab) => tab.id === value)?.id ?? tabs[0]!.id;
}
