# Writes the deck JSON files into a C++ source as raw string literals.
file(READ ${ANIMALS} ANIMALS_JSON)
file(READ ${SPIRITS} SPIRITS_JSON)
configure_file(${TEMPLATE} ${OUTPUT} @ONLY)
