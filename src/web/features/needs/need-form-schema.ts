import { z } from 'zod';

// The /needs/add form. Issue messages are keys of the spec's validation catalogue.
const salary = z.union([z.number().int('salaryNumber').positive('salaryPositive'), z.literal('')]);

export const needFormSchema = z
  .object({
    title: z.string().trim().min(1, 'required').max(200),
    job_title: z.string().min(1, 'required'),
    specialty: z.string(),
    tags: z.array(z.string()),
    city: z.string().min(1, 'required'),
    address: z.string().trim().max(300),
    work_type: z.enum(['full_time', 'part_time', 'both']),
    schedule: z.string(),
    salary_min: salary,
    salary_max: salary,
    description: z.string().trim().max(4000),
    positions: z.number().int().min(1).max(100),
  })
  .refine((v) => v.salary_min === '' || v.salary_max === '' || v.salary_max >= v.salary_min, { message: 'salaryRange', path: ['salary_max'] });

export type NeedFormValues = z.input<typeof needFormSchema>;

export const emptyNeedForm: NeedFormValues = {
  title: '',
  job_title: '',
  specialty: '',
  tags: [],
  city: '',
  address: '',
  work_type: 'full_time',
  schedule: '',
  salary_min: '',
  salary_max: '',
  description: '',
  positions: 1,
};

/** A published post's values in the form, to edit it. */
export function needFormValues(need: {
  title: string;
  job_title: string;
  specialty: string | null;
  tags: string[];
  city: string;
  address: string | null;
  work_type: string;
  schedule: string | null;
  salary_min: number | null;
  salary_max: number | null;
  description: string | null;
  positions: number;
}): NeedFormValues {
  return {
    title: need.title,
    job_title: need.job_title,
    specialty: need.specialty ?? '',
    tags: need.tags,
    city: need.city,
    address: need.address ?? '',
    work_type: need.work_type === 'part_time' || need.work_type === 'both' ? need.work_type : 'full_time',
    schedule: need.schedule ?? '',
    salary_min: need.salary_min ?? '',
    salary_max: need.salary_max ?? '',
    description: need.description ?? '',
    positions: need.positions,
  };
}
