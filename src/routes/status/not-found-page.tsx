import { FullStatusPage } from './full-status-page';

export default function NotFoundPage() {
  return <FullStatusPage kind="notFound" />;
}
