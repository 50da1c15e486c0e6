import { describe, expect, it } from 'vitest';
import { specialtiesFor } from './specialties-for';

const titles = [
  { value: 'medic-specialist', label: 'Medic specialist', titleGroup: 'doctor' },
  { value: 'asistent-medical-generalist', label: 'Asistent medical generalist', titleGroup: 'nurse' },
];
const specialties = [
  { value: 'cardiologie', label: 'Cardiologie', titleGroups: ['doctor'] },
  { value: 'ingrijiri-generale', label: 'Îngrijiri generale', titleGroups: ['nurse'] },
  { value: 'radiologie', label: 'Radiologie', titleGroups: ['doctor', 'other'] },
];

describe('specialtiesFor', () => {
  it("keeps the specialties of the job title's group", () => {
    expect(specialtiesFor('asistent-medical-generalist', titles, specialties).map((o) => o.value)).toEqual(['ingrijiri-generale']);
    expect(specialtiesFor('medic-specialist', titles, specialties).map((o) => o.value)).toEqual(['cardiologie', 'radiologie']);
  });

  it('offers every specialty while no job title is chosen', () => {
    expect(specialtiesFor('', titles, specialties)).toHaveLength(3);
    expect(specialtiesFor(null, titles, specialties)).toHaveLength(3);
  });
});
