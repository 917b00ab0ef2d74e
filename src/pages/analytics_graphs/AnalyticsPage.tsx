/** /analytics_graphs/: the hub tracking report (stub laid down by the lead; owner: the reports SPA helper). */
export default function AnalyticsPage() {
  return null;
}
