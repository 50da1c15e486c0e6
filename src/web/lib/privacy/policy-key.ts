/** The query of GET /user's `policy` part, shared by the consent gate and its dialog. */
export const POLICY_KEY = ['user', 'policy'] as const;
