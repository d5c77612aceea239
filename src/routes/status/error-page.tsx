import { FullStatusPage } from './full-status-page';

export default function ErrorPage() {
  return <FullStatusPage kind="error" />;
}
