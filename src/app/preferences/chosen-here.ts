// Whether the user chose a language in this tab: the saved preferences, which may arrive after that choice on a slow
// connection, must not take it back (the choice is saved as the preference itself).
let languageChosenHere = false;

/** The user chose a language in this tab. */
export function markLanguageChosen(): void {
  languageChosenHere = true;
}

/** Whether the user chose a language in this tab. */
export function isLanguageChosenHere(): boolean {
  return languageChosenHere;
}
