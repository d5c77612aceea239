import { ProductPage } from '../shell/product-page';

export default function PractitionerDashboardPage() {
  return <ProductPage page="practitionerdashboard" />;
}
