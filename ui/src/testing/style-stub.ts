// Jest maps every CSS import here: styles do not exist in jsdom and tests never assert on them.
export default {};
