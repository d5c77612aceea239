import { Breadcrumb, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useT } from '../i18n/i18n-context';
import { clientNavigation } from './nav-link';
import type { Crumb, Navigate } from './nav-types';

export interface BreadcrumbsProps {
  trail: readonly Crumb[];
  onNavigate: Navigate;
}

/** Where the page sits in the menu; the last step is the current page. */
export function Breadcrumbs({ trail, onNavigate }: BreadcrumbsProps) {
  const t = useT();
  return (
    <Breadcrumb.Root aria-label={t('shell.breadcrumb.label')} size="sm" mb="4" data-no-print="">
      <Breadcrumb.List>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={`${index}-${crumb.label}`}>
              <Breadcrumb.Item>
                {last ? (
                  <Text as="span" aria-current="page" fontWeight="medium" color="fg">
                    {crumb.label}
                  </Text>
                ) : crumb.href ? (
                  <Breadcrumb.Link
                    href={crumb.href}
                    onClick={clientNavigation(crumb.href, onNavigate)}
                  >
                    {crumb.label}
                  </Breadcrumb.Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </Breadcrumb.Item>
              {/* Its recipe turns the chevron round in right to left (a flip here would undo it). */}
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
