import { hashPassword } from '../../auth/passwords.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../create-database.ts';
import { recordPolicyConsent } from '../../privacy/policy-consent.ts';
import { loadDemoProfiles } from '../seed-data/index.ts';
import { demoLicences } from '../../licences/demo-licences.ts';
import { DEMO_TEAM, seedDemoTeam } from './demo-team.ts';
import { seedSalaryInsightDemo } from './salary-insight-demo.ts';

export const DEMO_PASSWORD = 'Medilink-demo-1';

/** A login to print; `member` is the company member's role where it is not the owner's. */
export type DemoLogin = { role: 'candidate' | 'company' | 'care'; email: string; member?: string };

/**
 * Demo accounts from seed-data/demo-profiles.json, all with DEMO_PASSWORD. Skips accounts that already exist,
 * so SEED_DEMO=1 on a database that already has them is harmless. Returns the fixed logins to print.
 */
export async function seedDemoData(db: Db, clock: Clock): Promise<DemoLogin[]> {
  const profiles = loadDemoProfiles();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();

  await db.transaction().execute(async (trx) => {
    const createUser = async (email: string, role: DemoLogin['role']): Promise<number | undefined> => {
      const row = await trx
        .insertInto('users')
        .values({ email, role, password_hash: passwordHash, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Demo accounts accepted the terms in force, like a registration: no consent dialog in the demo.
      if (row) await recordPolicyConsent(trx, row.id, now);
      return row?.id;
    };

    for (const care of profiles.care) {
      const id = await createUser(care.email, 'care');
      if (id) await trx.insertInto('care_agents').values({ user_id: id, full_name: care.fullName, phone: care.phone }).execute();
    }
    for (const c of profiles.companies) {
      const id = await createUser(c.email, 'company');
      if (!id) continue;
      await trx
        .insertInto('companies')
        .values({
          user_id: id,
          name: c.name,
          contact_name: c.contactName,
          phone: c.phone,
          city: c.city,
          kind: c.kind,
          address: c.address,
          about: c.about,
          credits: c.credits,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // The demo company's account is its owner, as a registration makes it.
      await trx
        .insertInto('company_members')
        .values({ user_id: id, company_id: id, role: 'owner', full_name: c.contactName, created_at: now })
        .execute();
      if (c.email === profiles.companies[0]?.email) await seedDemoTeam(trx, id, createUser);
    }
    for (const c of profiles.candidates) {
      const id = await createUser(c.email, 'candidate');
      if (!id) continue;
      await trx
        .insertInto('candidates')
        .values({
          user_id: id,
          full_name: c.fullName,
          phone: c.phone,
          birth_date: c.birthDate,
          category: c.jobTitle,
          sub_category: c.specialty,
          tags: JSON.stringify(c.competencies),
          secondary_job_titles: JSON.stringify(c.secondaryJobTitles),
          terms_accepted_at: now,
          receive_notifications: c.receiveNotifications,
          work_type: c.workType,
          city: c.city,
          work_locations: JSON.stringify(c.workLocations),
          max_distance_in_km: c.maxDistanceKm,
          open_to_relocation: c.openToRelocation,
          preferred_cities: JSON.stringify(c.preferredCities),
          certification: c.education,
          min_salary: c.salaryMin,
          max_salary: c.salaryMax,
          salary_basis: c.salaryBasis ?? 'net',
          accepted_shift_patterns: JSON.stringify(c.limits?.acceptedShiftPatterns ?? []),
          max_garzi_per_month: c.limits?.maxGarziPerMonth ?? null,
          accepts_nights: c.limits?.acceptsNights ?? null,
          accepts_weekends: c.limits?.acceptsWeekends ?? null,
          agree_to_work_abroad: c.agreeToWorkAbroad,
          preferred_countries: JSON.stringify(c.preferredCountries),
          language_level: c.englishLevel,
          experience: c.experience,
          schedules: JSON.stringify(c.schedules),
          notification_preferences: JSON.stringify(c.notificationPreferences),
          job_search_status: c.jobSearchStatus,
          blacklisted_companies: '[]',
          about: c.about,
          experience_entries: JSON.stringify(c.experienceEntries),
          education_entries: JSON.stringify(c.educationEntries),
          availability: '[0,1,2,3,4]',
          onboarding_step: 6,
          onboarding_completed_at: now,
          utm: '{}',
          created_at: now,
          updated_at: now,
        })
        .execute();
      // A licence to practise for each regulated title of the profile, so care can validate the demo processes.
      const licences = demoLicences(id, [c.jobTitle, ...c.secondaryJobTitles], now);
      if (licences.length) await trx.insertInto('candidate_licences').values(licences).execute();
    }
  });

  await seedSalaryInsightDemo(db, clock, passwordHash);

  const first = (list: ReadonlyArray<{ email: string }>) => list[0]?.email ?? '';
  return [
    { role: 'candidate', email: first(profiles.candidates) },
    { role: 'company', email: first(profiles.companies) },
    ...DEMO_TEAM.map((m) => ({ role: 'company' as const, email: m.email, member: m.role })),
    { role: 'care', email: first(profiles.care) },
  ];
}
