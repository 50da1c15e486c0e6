import type { Migration } from 'kysely/migration';
import * as platform from './0001_platform.ts';
import * as profiles from './0002_profiles.ts';
import * as mailAttachments from './0003_mail_attachments.ts';
import * as workflow from './0010_workflow.ts';
import * as company from './0020_company.ts';
import * as ops from './0030_ops.ts';
import * as recommendations from './0040_recommendations.ts';
import * as nameTrigram from './0050_name_trigram.ts';
import * as phonesE164 from './0065_phones_e164.ts';
import * as listIndexes from './0066_list_indexes.ts';
import * as referenceDataHash from './0067_reference_data_hash.ts';
import * as privacyAccessLog from './0120_privacy_access_log.ts';
import * as cluster from './0150_cluster.ts';
import * as push from './0151_push.ts';
import * as notificationCentre from './0152_notification_centre.ts';
import * as sessionEndPush from './0153_session_end_push.ts';
import * as careRequests from './0160_care_requests.ts';
import * as earthDistance from './0170_earth_distance.ts';
import * as weekdayAvailability from './0171_weekday_availability.ts';
import * as emailChanges from './0172_email_changes.ts';
import * as gdpr from './0173_gdpr.ts';
import * as policyConsents from './0180_policy_consents.ts';
import * as candidateLicences from './0190_candidate_licences.ts';
import * as retention from './0200_retention.ts';
import * as marketingConsents from './0201_marketing_consents.ts';
import * as emailTrigram from './0210_email_trigram.ts';
import * as disclosureStage from './0220_disclosure_stage.ts';
import * as mailDedup from './0230_mail_dedup.ts';
import * as erasureLinks from './0240_erasure_links.ts';
import * as emailChangeRevert from './0250_email_change_revert.ts';
import * as systemActor from './0260_system_actor.ts';
import * as friendInvitations from './0270_friend_invitations.ts';
import * as liveFirstIndexes from './0290_live_first_indexes.ts';
import * as offerExpired from './0300_offer_expired.ts';
import * as finalOfferRevision from './0320_final_offer_revision.ts';
import * as calendarFeeds from './0350_calendar_feeds.ts';
import * as companyMembers from './0400_company_members.ts';
import * as postOwnerIndex from './0401_post_owner_index.ts';
import * as postTerms from './0450_post_terms.ts';
import * as matchingLimits from './0460_matching_limits.ts';
import * as salaryInsight from './0470_salary_insight.ts';
import * as finalOfferTerms from './0490_final_offer_terms.ts';
import * as matchExplanations from './0500_match_explanations.ts';
import * as notificationSettings from './0600_notification_settings.ts';
import * as webPush from './0700_web_push.ts';
import * as streamCompanyReaders from './0720_stream_company_readers.ts';
import * as leftOutFactors from './0740_left_out_factors.ts';
import * as careFlagRequester from './0760_care_flag_requester.ts';
import * as processNotes from './0770_process_notes.ts';
import * as leftOutNearest from './0780_left_out_nearest.ts';

// Static list (no directory scanning): bundlers and tsx agree, and the order is explicit.
// Numbers 0010-0019 are reserved for the workflow area (0010_workflow: processes and their events).
export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0002_profiles': profiles,
  '0003_mail_attachments': mailAttachments,
  '0010_workflow': workflow,
  '0020_company': company,
  '0030_ops': ops,
  '0040_recommendations': recommendations,
  '0050_name_trigram': nameTrigram,
  '0065_phones_e164': phonesE164,
  '0066_list_indexes': listIndexes,
  '0067_reference_data_hash': referenceDataHash,
  '0120_privacy_access_log': privacyAccessLog,
  '0150_cluster': cluster,
  '0151_push': push,
  '0152_notification_centre': notificationCentre,
  '0153_session_end_push': sessionEndPush,
  '0160_care_requests': careRequests,
  '0170_earth_distance': earthDistance,
  '0171_weekday_availability': weekdayAvailability,
  '0172_email_changes': emailChanges,
  '0173_gdpr': gdpr,
  '0180_policy_consents': policyConsents,
  '0190_candidate_licences': candidateLicences,
  '0200_retention': retention,
  '0201_marketing_consents': marketingConsents,
  '0210_email_trigram': emailTrigram,
  '0220_disclosure_stage': disclosureStage,
  '0230_mail_dedup': mailDedup,
  '0240_erasure_links': erasureLinks,
  '0250_email_change_revert': emailChangeRevert,
  '0260_system_actor': systemActor,
  '0270_friend_invitations': friendInvitations,
  '0290_live_first_indexes': liveFirstIndexes,
  '0300_offer_expired': offerExpired,
  '0320_final_offer_revision': finalOfferRevision,
  '0350_calendar_feeds': calendarFeeds,
  '0400_company_members': companyMembers,
  '0401_post_owner_index': postOwnerIndex,
  '0450_post_terms': postTerms,
  '0460_matching_limits': matchingLimits,
  '0470_salary_insight': salaryInsight,
  '0490_final_offer_terms': finalOfferTerms,
  '0500_match_explanations': matchExplanations,
  '0600_notification_settings': notificationSettings,
  '0700_web_push': webPush,
  '0720_stream_company_readers': streamCompanyReaders,
  '0740_left_out_factors': leftOutFactors,
  '0760_care_flag_requester': careFlagRequester,
  '0770_process_notes': processNotes,
  '0780_left_out_nearest': leftOutNearest,
};
