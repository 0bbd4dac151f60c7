import type { KindsDictionary } from '../fr-FR/kinds';

/** Singular and plural labels of the content kinds (spec section 2). es-ES. */
export const kinds: KindsDictionary = {
  article: { one: 'Artículo', other: 'Artículos' },
  author: { one: 'Autor', other: 'Autores' },
  buyer: { one: 'Cliente', other: 'Clientes' },
  collection: { one: 'Colección', other: 'Colecciones' },
  contributor: { one: 'Colaborador', other: 'Colaboradores' },
  leaderboard: { one: 'Clasificación', other: 'Clasificaciones' },
  member: { one: 'Proveedor', other: 'Proveedores' },
  memberGroup: { one: 'Grupo de proveedores', other: 'Grupos de proveedores' },
  opportunity: { one: 'Oportunidad', other: 'Oportunidades' },
  quality: { one: 'Cualidad', other: 'Cualidades' },
  review: { one: 'Opinión', other: 'Opiniones' },
  reward: { one: 'Distinción', other: 'Distinciones' },
  tag: { one: 'Servicio', other: 'Servicios' },
  tagCategory: { one: 'Categoría de servicios', other: 'Categorías de servicios' },
  tagSpecialty: { one: 'Especialidad', other: 'Especialidades' },
};
