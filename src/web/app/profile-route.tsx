import { CompanyProfilePage } from '../features/company-profile/company-profile-page';
import { CandidateProfilePage } from '../features/onboarding/profile/candidate-profile-page';
import { readProfileSummary } from '../lib/session/session';

/** /profile belongs to both areas: the company's profile in the workspace, else the candidate's. */
export function ProfileRoute() {
  return readProfileSummary()?.profileType === 1 ? <CompanyProfilePage /> : <CandidateProfilePage />;
}
