/** /companyprofile/ : the app settings page (owner: the company profile area). */
export function CompanyProfilePage() {
  return null;
}

export default CompanyProfilePage;
