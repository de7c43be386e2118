package zugzwang.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The one direction of docs/architecture.md, checked on the compiled classes of every module: the
 * search core knows no game, the games know no command line, and inside the command line
 * {@code commands} → {@code serve} → {@code shared}.
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("zugzwang");
    }

    @Test
    void coreKnowsNoGame() {
        noClasses().that().resideInAPackage("zugzwang.core..").should().dependOnClassesThat()
                .resideInAnyPackage("zugzwang.games..", "zugzwang.cli..").check(classes);
    }

    @Test
    void gamesKnowNoCommandLine() {
        noClasses().that().resideInAPackage("zugzwang.games..").should().dependOnClassesThat()
                .resideInAPackage("zugzwang.cli..").check(classes);
    }

    @Test
    void sharedUsesOnlyTheLibrary() {
        noClasses().that().resideInAPackage("zugzwang.cli.shared..").should().dependOnClassesThat()
                .resideInAnyPackage("zugzwang.cli", "zugzwang.cli.commands..", "zugzwang.cli.serve..")
                .check(classes);
    }

    @Test
    void theServerKnowsNoCommand() {
        noClasses().that().resideInAPackage("zugzwang.cli.serve..").should().dependOnClassesThat()
                .resideInAnyPackage("zugzwang.cli", "zugzwang.cli.commands..").check(classes);
    }

    @Test
    void onlyMainBuildsTheCommandLine() {
        noClasses().that().resideInAPackage("zugzwang.cli.commands..").should().dependOnClassesThat()
                .resideInAPackage("zugzwang.cli").check(classes);
    }
}
