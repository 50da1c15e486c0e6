import { CandidateSectionPage } from '../features/candidate-area/candidate-section-page';
import { CompanyProfilePage } from '../features/company-profile/company-profile-page';
import { readProfileSummary } from '../lib/session/session';

/** /profile belongs to both areas: the company's profile in the workspace, else the candidate's. */
export function ProfileRoute() {
  return readProfileSummary()?.profileType === 1 ? <CompanyProfilePage /> : <CandidateSectionPage />;
}
