import type { ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { PageHeading } from './PageHeading.tsx';

/**
 * A console resource's list page: its own h1, then react-admin's List under the same title, 25 rows a page, with the
 * list's own filters, sort, CSV exporter and (where the filters must stay on screen) empty state.
 */
export const ResourceList = ({
  title,
  children,
  ...list
}: { title: string; children: ReactNode } & Pick<ListProps, 'exporter' | 'filters' | 'sort' | 'empty'>) => (
  <>
    <PageHeading>{title}</PageHeading>
    <List title={title} perPage={25} {...list}>
      {children}
    </List>
  </>
);
