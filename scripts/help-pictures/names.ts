import type { Language } from '../../src/shared/i18n/languages';

/** The name typed on the join picture, one natural for each language. */
export const JOIN_NAME: Readonly<Record<Language, string>> = {
  en: 'Emma',
  no: 'Åse',
  nn: 'Åse',
  sv: 'Sigrid',
  da: 'Freja',
  uk: 'Оксана',
};

/** The pupils of the dashboard picture: 24 first names of each language's classrooms. */
export const CLASS_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: words(`Oliver Amelia George Isla Harry Ava Noah Mia Jack Ivy Leo Grace
    Oscar Freya Charlie Lily Arthur Emily Theo Sophie Alfie Poppy Henry Ruby`),
  no: words(`Åse Bjørn Cecilie Dag Emma Filip Guro Henrik Ingrid Jonas Kari Lars
    Maja Nora Ola Pernille Sander Tiril Ulrik Vilde William Ylva Even Øystein`),
  nn: words(`Aslak Brynhild Eirik Gunnhild Håvard Ingebjørg Jorunn Knut Liv Magnus Ragnhild Sigurd
    Solveig Torleiv Turid Vetle Åsmund Eldbjørg Gaute Hallveig Ivar Kjellaug Olav Synnøve`),
  sv: words(`Alva Björn Elsa Erik Freja Gustav Hugo Ida Johan Karin Lars Linnéa
    Maja Nils Olle Saga Sigrid Sven Tove Vera Viktor Wilma Åke Ebba`),
  da: words(`Anders Astrid Bo Clara Emil Frederik Ida Jens Karoline Lærke Magnus Mathilde
    Niels Oskar Rasmus Signe Søren Sofie Thea Valdemar Asger Ellen Malthe Agnes`),
  uk: words(`Андрій Богдан Василь Галина Дарина Євген Зоряна Іван Катерина Леся Максим Наталка
    Олег Ольга Петро Роман Соломія Тарас Устина Христина Ярослав Юлія Марко Софія`),
};

/** The words of a text, split at white space. */
function words(text: string): readonly string[] {
  return text.split(/\s+/).filter(Boolean);
}
