import { expect, test } from './fixtures';
import { signInAndWait } from './helpers';

/**
 * Master data, settings, the tracking screens, orders and barcodes: a staff account without those rights
 * reaches none of them.
 */
const REFUSED_FOR_STAFF = [
  '/deliveryagents/',
  '/deliveryagents/1',
  '/useraccounts/',
  '/useraccounts/1',
  '/app_clients/',
  '/collectionhubs/',
  '/collectionhubs/1',
  '/healthcenters/',
  '/healthcenters/1',
  '/regions/',
  '/districts/',
  '/products/',
  '/product_units/',
  '/product_categories/',
  '/suppliers/',
  '/supplierdetails/1',
  '/companyprofile/',
  '/online_agents/',
  '/agent_activity_map/',
  '/facility_visits/',
  '/orders/',
  '/bar_codes/',
];

test('staff is refused every master-data, settings, tracking, orders and barcode screen', async ({
  page,
}) => {
  // a full page load per route (the signed-in code loads lazily each time): 22 routes need more than a minute
  // on a busy machine
  test.setTimeout(180_000);
  await signInAndWait(page, 'staff');
  for (const path of REFUSED_FOR_STAFF) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access refused' }), path).toBeVisible();
  }
});
