import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import classes from './help.module.css';

/** A plain list of links to articles (a category's first few, an article's related ones). */
export function ArticleLinks({ items }: { items: { id: number; title: string }[] }) {
  return (
    <ul className={classes.links}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={paths.help.detail.href(item.id)} className={classes.link}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
