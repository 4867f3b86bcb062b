import type { LocaleStrings } from './locale-strings';

/**
 * The drag-and-drop boards' words for screen readers (the opportunities and the lead pipeline): the instructions a
 * focused card's handle points to, and what the live region says as a card is picked up, moved and dropped.
 */
export const boardStrings = {
  he: {
    instructions: 'כדי להרים כרטיס, הקישו רווח. בזמן הגרירה החיצים ימינה ושמאלה מעבירים אותו בין העמודות, ולמעלה ולמטה בתוך העמודה. רווח נוסף משחרר אותו במקומו החדש, ו-Escape מבטל.',
    roleDescription: 'כרטיס נגרר',
    announce: {
      pickedUp: 'הכרטיס {{card}} הורם מהעמודה {{column}}.',
      overColumn: 'הכרטיס {{card}} מעל העמודה {{column}}.',
      overCard: 'הכרטיס {{card}} בעמודה {{column}}, ליד {{other}}.',
      notOver: 'הכרטיס {{card}} אינו מעל אף עמודה.',
      dropped: 'הכרטיס {{card}} שוחרר בעמודה {{column}}.',
      droppedNowhere: 'הכרטיס {{card}} שוחרר מחוץ לעמודות ונשאר במקומו.',
      cancelled: 'הגרירה בוטלה. הכרטיס {{card}} חזר לעמודה {{column}}.',
    },
  },
  en: {
    instructions: 'To pick up a card, press Space. While dragging, the left and right arrows move it between the columns, up and down within its column. Press Space again to drop it in its new place, or Escape to cancel.',
    roleDescription: 'draggable card',
    announce: {
      pickedUp: 'Picked up the card {{card}} from the column {{column}}.',
      overColumn: 'The card {{card}} is over the column {{column}}.',
      overCard: 'The card {{card}} is in the column {{column}}, next to {{other}}.',
      notOver: 'The card {{card}} is not over any column.',
      dropped: 'The card {{card}} was dropped in the column {{column}}.',
      droppedNowhere: 'The card {{card}} was dropped outside the columns and stays where it was.',
      cancelled: 'Dragging was cancelled. The card {{card}} went back to the column {{column}}.',
    },
  },
  es: {
    instructions: 'Para levantar una tarjeta, pulse Espacio. Mientras la arrastra, las flechas izquierda y derecha la mueven entre las columnas, arriba y abajo dentro de su columna. Pulse Espacio otra vez para soltarla en su nuevo lugar, o Escape para cancelar.',
    roleDescription: 'tarjeta arrastrable',
    announce: {
      pickedUp: 'Tarjeta {{card}} levantada de la columna {{column}}.',
      overColumn: 'La tarjeta {{card}} está sobre la columna {{column}}.',
      overCard: 'La tarjeta {{card}} está en la columna {{column}}, junto a {{other}}.',
      notOver: 'La tarjeta {{card}} no está sobre ninguna columna.',
      dropped: 'La tarjeta {{card}} se soltó en la columna {{column}}.',
      droppedNowhere: 'La tarjeta {{card}} se soltó fuera de las columnas y sigue donde estaba.',
      cancelled: 'Se canceló el arrastre. La tarjeta {{card}} volvió a la columna {{column}}.',
    },
  },
} as const satisfies LocaleStrings;
