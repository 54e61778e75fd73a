import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundPage } from '../shell/NotFoundPage';
import { pageMeta } from '../shell/meta';

/** /404: the shop's 404 page, with HTTP status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: '404 | Masswerk', noindex: true });
}

export default function NotFound() {
  return <NotFoundPage />;
}
