import type { Category } from '@clinic/contract';
import { Card, Text } from '@mantine/core';
import classes from '../../../components/link-card.module.css';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Card withBorder padding="lg" className={classes.card}>
      <Text fw={600} component="h3" m={0}>
        <Link to={paths.category(category.categoryId)} className={classes.stretchedLink}>
          {category.categoryName}
        </Link>
      </Text>
    </Card>
  );
}
