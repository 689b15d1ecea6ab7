import { Container, type ContainerProps } from '@mantine/core';
import { Outlet } from '../../lib/router';
import classes from './layouts.module.css';

/** The screen's own content, the target of the skip link, within a layout's width and top space. */
export function LayoutMain({ size, py }: Pick<ContainerProps, 'size' | 'py'>) {
  return (
    <main id="main-content" className={classes.main} tabIndex={-1}>
      <Container size={size} py={py} px={{ base: 'sm', sm: 'md' }}>
        <Outlet />
      </Container>
    </main>
  );
}
