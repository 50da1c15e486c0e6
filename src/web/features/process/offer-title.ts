// What an offer is called on screen. Two posts of one clinic share a job title ("Medic specialist"); the title the
// company wrote ("Medic cardiolog – ecocardiografie") and the specialty tell them apart.

interface Named {
  title?: string | null;
  position: string;
  specialty_name?: string | null;
}

/** The post's own title, else its job title. */
export function offerTitle(offer: Named): string {
  return offer.title?.trim() || offer.position;
}

/** The job title and the specialty not already said by the title, joined ("Medic specialist · Cardiologie"). */
export function offerKind(offer: Named): string {
  const title = offerTitle(offer);
  return [offer.position, offer.specialty_name].filter((part): part is string => Boolean(part) && part !== title).join(' · ');
}
